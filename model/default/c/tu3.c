
#include "header.h"

void predict_unit3(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.063636362553) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008746355772) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039577838033) ) ) {
          result[0] += -0.00041093095;
        } else {
          result[0] += 0.008285143;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0063897762448) ) ) {
          result[0] += -0.055395763;
        } else {
          result[0] += -0.0059432006;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83982682228) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997790337) ) ) {
          result[0] += 0.008913783;
        } else {
          result[0] += -0.0015352758;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.050395786762) ) ) {
          result[0] += 0.0038126484;
        } else {
          result[0] += 0.016314892;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.095609754324) ) ) {
          result[0] += 0.008056468;
        } else {
          result[0] += 0.0153134605;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.095541358) ) ) {
          result[0] += -0.029862165;
        } else {
          result[0] += 0.01892106;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.066381156445) ) ) {
          result[0] += -0.02203354;
        } else {
          result[0] += 0.00087838806;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += -0.02494186;
        } else {
          result[0] += 0.0017665246;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4165853262) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544781446) ) ) {
          result[0] += -0.023300696;
        } else {
          result[0] += -0.0010573587;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
          result[0] += 0.01399481;
        } else {
          result[0] += 0.0005302201;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9209302664) ) ) {
          result[0] += 0.009217039;
        } else {
          result[0] += 0.001127516;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
          result[0] += 0.015587963;
        } else {
          result[0] += -0.014041421;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041681662202) ) ) {
          result[0] += 0.00059585023;
        } else {
          result[0] += -0.01807873;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)139) ) ) {
          result[0] += 0.0064417734;
        } else {
          result[0] += -0.01974983;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068477869) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
          result[0] += 0.011710203;
        } else {
          result[0] += 0.026612997;
        }
      } else {
        result[0] += -0.008519008;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.16878049076) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0009967885;
        } else {
          result[0] += 0.0011400718;
        }
      } else {
        result[0] += 0.03306248;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.031162787;
        } else {
          result[0] += 0.021318113;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70264792442) ) ) {
          result[0] += 0.017742572;
        } else {
          result[0] += -0.0040317606;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)13) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83337527514) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)89) ) ) {
          result[0] += 0.017997766;
        } else {
          result[0] += -0.00071438466;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.731092453) ) ) {
          result[0] += 0.00077726773;
        } else {
          result[0] += 0.015669456;
        }
      }
    } else {
      result[0] += -0.03395978;
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792429686) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
          result[0] += -0.0065972665;
        } else {
          result[0] += 0.020548407;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += 0.021375848;
        } else {
          result[0] += 0.00057037384;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24721410871) ) ) {
          result[0] += -0.00683968;
        } else {
          result[0] += -0.04585358;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.49299117923) ) ) {
          result[0] += -0.0026621723;
        } else {
          result[0] += 0.007201744;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.63507807255) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32695582509) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.019297017;
        } else {
          result[0] += 0.022113038;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.30521011353) ) ) {
          result[0] += 0.027176788;
        } else {
          result[0] += 0.0066797356;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3007149696) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.00064245047;
        } else {
          result[0] += -0.0068926453;
        }
      } else {
        result[0] += -0.00731644;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)131) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0008470062;
        } else {
          result[0] += 0.013001236;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.018373717;
        } else {
          result[0] += 0.014692269;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.017376633;
        } else {
          result[0] += 0.0019965358;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
          result[0] += 0.013216518;
        } else {
          result[0] += -0.0043672267;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)144) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.0009474407;
        } else {
          result[0] += -0.009942885;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0028865573;
        } else {
          result[0] += -0.014278062;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0028530671261) ) ) {
          result[0] += 0.024442999;
        } else {
          result[0] += 0.007367544;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
          result[0] += -0.0027615398;
        } else {
          result[0] += 0.011986644;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.0056333668;
        } else {
          result[0] += 0.01975212;
        }
      } else {
        result[0] += 0.031733;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0095230341) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
          result[0] += -0.006332858;
        } else {
          result[0] += -0.043221798;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
          result[0] += 0.0008596023;
        } else {
          result[0] += -0.012763015;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0032928665;
        } else {
          result[0] += -0.013412793;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7511755228) ) ) {
          result[0] += 0.016356185;
        } else {
          result[0] += -0.001751682;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0070320107;
        } else {
          result[0] += 0.05144444;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003484320594) ) ) {
          result[0] += -0.05446265;
        } else {
          result[0] += -0.00586686;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)257) ) ) {
          result[0] += 0.00047786703;
        } else {
          result[0] += -0.0029521345;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.06075721;
        } else {
          result[0] += -0.0047040745;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027317073196) ) ) {
          result[0] += 0.01966934;
        } else {
          result[0] += -0.0018122786;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)466) ) ) {
          result[0] += 0.0066367188;
        } else {
          result[0] += -0.018894507;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2000000477) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011363636702) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0035621747;
        } else {
          result[0] += -0.011393516;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.012268085;
        } else {
          result[0] += 0.004884667;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
        result[0] += -0.008615374;
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0053835799918) ) ) {
          result[0] += 0.015836107;
        } else {
          result[0] += 0.029749608;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.071832939982) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.0069758627;
        } else {
          result[0] += 0.0021792108;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.777777791) ) ) {
          result[0] += -0.042048667;
        } else {
          result[0] += -0.0022521692;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76020407677) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.099137037992) ) ) {
          result[0] += -0.018190349;
        } else {
          result[0] += -0.0038845707;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -4.470146e-05;
        } else {
          result[0] += 0.014927349;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544781446) ) ) {
          result[0] += -0.024199136;
        } else {
          result[0] += 0.0011688921;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.0035278231;
        } else {
          result[0] += 0.028182039;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.030303031206) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.033151772;
        } else {
          result[0] += -0.0027382937;
        }
      } else {
        result[0] += -0.0649065;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)317) ) ) {
          result[0] += 0.00024391613;
        } else {
          result[0] += 0.0047114054;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039292732254) ) ) {
          result[0] += -0.008616643;
        } else {
          result[0] += 0.0027406996;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67509108782) ) ) {
          result[0] += -0.006351702;
        } else {
          result[0] += -0.07175285;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.02258067;
        } else {
          result[0] += -0.0047970708;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.011164653115) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          result[0] += 0.025498211;
        } else {
          result[0] += 0.00019129452;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38141652942) ) ) {
          result[0] += -0.016061366;
        } else {
          result[0] += -0.059006106;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15915328264) ) ) {
          result[0] += -0.03424358;
        } else {
          result[0] += 0.04864136;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
          result[0] += -0.020442935;
        } else {
          result[0] += 0.00914732;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21533164382) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.0008520322;
        } else {
          result[0] += -0.008244916;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005853658542) ) ) {
          result[0] += 0.00094614684;
        } else {
          result[0] += -0.0028795262;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.03539428;
        } else {
          result[0] += -0.0066062748;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7511755228) ) ) {
          result[0] += -0.022335066;
        } else {
          result[0] += -0.0033823473;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.9180932641) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
          result[0] += 0.024485735;
        } else {
          result[0] += 0.01187416;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0028745383;
        } else {
          result[0] += -0.019937897;
        }
      }
    } else {
      result[0] += -0.03887841;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)308) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
          result[0] += -0.0017703958;
        } else {
          result[0] += 0.002087707;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.00219258;
        } else {
          result[0] += -0.024255784;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += -0.020737061;
        } else {
          result[0] += 0.00503291;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.30109590292) ) ) {
          result[0] += -0.08363884;
        } else {
          result[0] += 0.019698821;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)322) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25062647462) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.04302269;
        } else {
          result[0] += 0.017427763;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.008287791;
        } else {
          result[0] += -0.017521458;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8485639095) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
          result[0] += -0.009141746;
        } else {
          result[0] += 0.0031131057;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.025286933;
        } else {
          result[0] += 0.0036297876;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.0015559152;
        } else {
          result[0] += 0.00045993458;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.01507119555) ) ) {
          result[0] += -0.029338617;
        } else {
          result[0] += -0.01418826;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.031002352;
        } else {
          result[0] += -0.05891723;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.009766775;
        } else {
          result[0] += 0.021215992;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.94232487679) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
          result[0] += 0.0020954877;
        } else {
          result[0] += -0.049926426;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
          result[0] += 0.009790746;
        } else {
          result[0] += -0.0010639273;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.095609754324) ) ) {
          result[0] += 0.018699644;
        } else {
          result[0] += -0.004685333;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
          result[0] += -0.0024401338;
        } else {
          result[0] += 0.008980285;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += -0.003473155;
        } else {
          result[0] += -0.020447271;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
          result[0] += 0.027125949;
        } else {
          result[0] += 0.010262861;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.01623517;
        } else {
          result[0] += 0.028656809;
        }
      } else {
        result[0] += 0.0023114632;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.019402880222) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.018181817606) ) ) {
          result[0] += 0.00016620253;
        } else {
          result[0] += 0.006147386;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0074074072763) ) ) {
          result[0] += 0.011261499;
        } else {
          result[0] += -0.02940411;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.011164653115) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          result[0] += -0.024928791;
        } else {
          result[0] += -0.0016732113;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 5.8479247e-05;
        } else {
          result[0] += -0.009133832;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.005519144;
        } else {
          result[0] += -0.023855729;
        }
      } else {
        result[0] += -0.04178936;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        result[0] += -0.0019314755;
      } else {
        result[0] += 0.024568899;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += -0.01189294;
        } else {
          result[0] += -0.00041497723;
        }
      } else {
        result[0] += -0.03604977;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          result[0] += 0.00532567;
        } else {
          result[0] += -0.0013428106;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += 0.023621222;
        } else {
          result[0] += -0.012532878;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74926829338) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)90) ) ) {
          result[0] += -0.0007722552;
        } else {
          result[0] += -0.029171614;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
          result[0] += 0.00943745;
        } else {
          result[0] += -0.010459154;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        result[0] += -0.034834795;
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.093541204929) ) ) {
          result[0] += 0.0013876987;
        } else {
          result[0] += -0.024484757;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)133) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0046537435;
        } else {
          result[0] += 0.030588487;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.023547165;
        } else {
          result[0] += 0.009353189;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          result[0] += 4.366967e-05;
        } else {
          result[0] += 0.01882008;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.007996607;
        } else {
          result[0] += -0.0032609352;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3002) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.055541150272) ) ) {
          result[0] += 0.0022282177;
        } else {
          result[0] += -0.00090375746;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.008156593;
        } else {
          result[0] += 0.00084562984;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04302925989) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0013290736;
        } else {
          result[0] += 0.011515384;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += -0.053440094;
        } else {
          result[0] += -0.00930856;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.71860140562) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18663741648) ) ) {
          result[0] += 0.00771051;
        } else {
          result[0] += 0.023109235;
        }
      } else {
        result[0] += 0.006924707;
      }
    } else {
      result[0] += 0.032087784;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)131) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          result[0] += -0.001938783;
        } else {
          result[0] += -0.017629497;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.055265903473) ) ) {
          result[0] += 0.0013416929;
        } else {
          result[0] += -0.008576262;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)139) ) ) {
          result[0] += 0.006353511;
        } else {
          result[0] += 0.0198108;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.033148132;
        } else {
          result[0] += -0.0035478645;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
          result[0] += -0.00077224325;
        } else {
          result[0] += -0.0047495943;
        }
      } else {
        result[0] += -0.039392047;
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)13) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          result[0] += 0.002709237;
        } else {
          result[0] += 0.021346526;
        }
      } else {
        if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)120) ) ) {
          result[0] += -0.04247315;
        } else {
          result[0] += 0.008461659;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.00890553) ) ) {
          result[0] += -8.266841e-05;
        } else {
          result[0] += 0.005495965;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
          result[0] += -0.01387645;
        } else {
          result[0] += -0.0007013308;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)33) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0058636544;
        } else {
          result[0] += -0.0023830521;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.045051094;
        } else {
          result[0] += -0.00042725244;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)593) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)250) ) ) {
          result[0] += -0.009562213;
        } else {
          result[0] += 0.00588106;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
          result[0] += 0.014451782;
        } else {
          result[0] += -0.015811032;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
          result[0] += 0.018814402;
        } else {
          result[0] += -0.006795441;
        }
      } else {
        result[0] += -0.008218074;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += 0.00049071776;
        } else {
          result[0] += -0.048977714;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
          result[0] += -0.0024716267;
        } else {
          result[0] += 0.004082093;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
          result[0] += 0.002008836;
        } else {
          result[0] += 0.039187137;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1336) ) ) {
          result[0] += -0.0390869;
        } else {
          result[0] += 0.0019236067;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2562) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.01825465;
        } else {
          result[0] += -0.003176186;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.008817576;
        } else {
          result[0] += -0.0033117493;
        }
      }
    } else {
      result[0] += -0.001999554;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)386) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)338) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)301) ) ) {
          result[0] += 0.00040221968;
        } else {
          result[0] += 0.00946555;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += -0.037136998;
        } else {
          result[0] += -0.004222038;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3203883171) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0381991826) ) ) {
          result[0] += 0.017716292;
        } else {
          result[0] += -0.00021097308;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.033105627;
        } else {
          result[0] += 0.035273142;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302911758) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-2.1840984821) ) ) {
          result[0] += 0.047098733;
        } else {
          result[0] += -0.037823703;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0381991826) ) ) {
          result[0] += -0.0065937205;
        } else {
          result[0] += 0.005152091;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.002926829271) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.036621496;
        } else {
          result[0] += -0.0201213;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83337527514) ) ) {
          result[0] += 0.008909767;
        } else {
          result[0] += -0.0023361547;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)232) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)187) ) ) {
        result[0] += -0.028872205;
      } else {
        result[0] += -0.0033982531;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-2.1840984821) ) ) {
          result[0] += 0.02275327;
        } else {
          result[0] += 0.0016035809;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.033844616;
        } else {
          result[0] += 0.005664565;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0038289316;
        } else {
          result[0] += -0.015728645;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.0135888895;
        } else {
          result[0] += -0.0007309082;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0011202683;
        } else {
          result[0] += -0.016196584;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          result[0] += -0.013900804;
        } else {
          result[0] += 0.015318553;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
          result[0] += 0.007048907;
        } else {
          result[0] += 0.027760774;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
          result[0] += -0.0009901616;
        } else {
          result[0] += 0.02056776;
        }
      }
    } else {
      result[0] += 0.038927335;
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)96) ) ) {
          result[0] += -0.00033039163;
        } else {
          result[0] += -0.006936857;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
          result[0] += 0.0036021848;
        } else {
          result[0] += -0.0002629479;
        }
      }
    } else {
      if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)109) ) ) {
          result[0] += 0.03390364;
        } else {
          result[0] += 0.015144548;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
          result[0] += -0.011377349;
        } else {
          result[0] += 0.013068243;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)837) ) ) {
          result[0] += -0.0037481808;
        } else {
          result[0] += -0.030345289;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)496) ) ) {
          result[0] += -0.0005891597;
        } else {
          result[0] += 0.004427088;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)482) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += -0.0023700823;
        } else {
          result[0] += 0.041913576;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)776) ) ) {
          result[0] += -0.025044529;
        } else {
          result[0] += -0.0019639914;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0028530671261) ) ) {
          result[0] += 0.022007337;
        } else {
          result[0] += 0.0067853727;
        }
      } else {
        result[0] += -0.024694283;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.046988055;
        } else {
          result[0] += -0.0004154584;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34909796715) ) ) {
          result[0] += 0.006303493;
        } else {
          result[0] += -0.003347511;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.80818510056) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83337527514) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
          result[0] += 0.020101177;
        } else {
          result[0] += 0.0027998765;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.002413545;
        } else {
          result[0] += 0.04936486;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.94230771065) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045853659511) ) ) {
          result[0] += -0.018009394;
        } else {
          result[0] += 0.008424003;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
          result[0] += 0.051677298;
        } else {
          result[0] += 0.0024565605;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7511755228) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)758) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.0075540924;
        } else {
          result[0] += 0.051775005;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1057) ) ) {
          result[0] += -0.09881513;
        } else {
          result[0] += 0.011914304;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003484320594) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)798) ) ) {
          result[0] += -0.000765885;
        } else {
          result[0] += -0.0079037985;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 3.4945235e-05;
        } else {
          result[0] += 0.010761707;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3007975817) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.009670618;
        } else {
          result[0] += 0.0082503585;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
          result[0] += 4.395709e-06;
        } else {
          result[0] += 0.025197333;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51987022161) ) ) {
        result[0] += -0.049692865;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14372420311) ) ) {
          result[0] += 0.0017378073;
        } else {
          result[0] += -0.017982893;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.84720724821) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.0039807344;
        } else {
          result[0] += -0.028227389;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16376034915) ) ) {
          result[0] += 0.021184733;
        } else {
          result[0] += -0.020156266;
        }
      }
    } else {
      result[0] += 0.02693455;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0012510573;
        } else {
          result[0] += -0.018298056;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          result[0] += 0.014585522;
        } else {
          result[0] += -0.00019458077;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
          result[0] += -0.0014591193;
        } else {
          result[0] += 0.015003579;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.008148438;
        } else {
          result[0] += -0.012104826;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0036287946;
        } else {
          result[0] += 0.034503885;
        }
      } else {
        result[0] += 0.05498275;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.062785864;
        } else {
          result[0] += -0.02799718;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.012646216;
        } else {
          result[0] += -0.012554656;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.80818510056) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.003825247;
        } else {
          result[0] += -0.017692937;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.012498918;
        } else {
          result[0] += -0.034667272;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.057803466916) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.004386507;
        } else {
          result[0] += 0.028558377;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
          result[0] += 0.010769599;
        } else {
          result[0] += -0.020063791;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7511755228) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)758) ) ) {
          result[0] += -0.009477837;
        } else {
          result[0] += -0.081988156;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.048648473;
        } else {
          result[0] += -0.022007033;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19783142209) ) ) {
          result[0] += -0.0012987878;
        } else {
          result[0] += 0.0006959856;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.01507119555) ) ) {
          result[0] += -0.039042633;
        } else {
          result[0] += -0.0115646375;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068292684853) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)113) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
          result[0] += -0.00024095386;
        } else {
          result[0] += 0.0046937275;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
          result[0] += -0.006468709;
        } else {
          result[0] += -3.8727726e-06;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11764705926) ) ) {
          result[0] += 0.0037265301;
        } else {
          result[0] += 0.020070355;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.095541358) ) ) {
          result[0] += -0.021777695;
        } else {
          result[0] += 0.018543564;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.022988505661) ) ) {
          result[0] += 0.003957035;
        } else {
          result[0] += 0.025624579;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81538462639) ) ) {
          result[0] += 0.027263507;
        } else {
          result[0] += 0.009640372;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.021505376324) ) ) {
          result[0] += 0.0021560246;
        } else {
          result[0] += -0.004328459;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2000000477) ) ) {
          result[0] += -0.0031451301;
        } else {
          result[0] += 0.025633564;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.16878049076) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
          result[0] += 1.952044e-05;
        } else {
          result[0] += 0.01036605;
        }
      } else {
        result[0] += 0.02311728;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += 0.011361277;
        } else {
          result[0] += -0.006322864;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.045684095;
        } else {
          result[0] += -0.013337219;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)432) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          result[0] += -0.011866688;
        } else {
          result[0] += 0.019817194;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          result[0] += -0.00030147738;
        } else {
          result[0] += 0.0072470107;
        }
      }
    } else {
      result[0] += -0.03678546;
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.16878049076) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3029) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += -0.00039858333;
        } else {
          result[0] += -0.0032448664;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2601107657) ) ) {
          result[0] += 0.0063150087;
        } else {
          result[0] += -0.0019967137;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)36) ) ) {
          result[0] += 0.012486137;
        } else {
          result[0] += 0.0014925761;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          result[0] += -0.009850797;
        } else {
          result[0] += -0.022829378;
        }
      }
    }
  } else {
    result[0] += 0.029769227;
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.00018026154;
        } else {
          result[0] += 0.003980412;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0076143607;
        } else {
          result[0] += 0.004820189;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
          result[0] += 0.012253495;
        } else {
          result[0] += 0.0027386977;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16376034915) ) ) {
          result[0] += 0.017080007;
        } else {
          result[0] += -0.015914984;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.013729413971) ) ) {
      result[0] += -0.042216428;
    } else {
      result[0] += 0.00073769875;
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-2.1840984821) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)482) ) ) {
      result[0] += -0.008637595;
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        result[0] += 0.010803881;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1147) ) ) {
          result[0] += 0.047687907;
        } else {
          result[0] += 0.020266088;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.090909093618) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          result[0] += -0.0004905396;
        } else {
          result[0] += -0.01953806;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.23265272379) ) ) {
          result[0] += -0.004894485;
        } else {
          result[0] += 0.004915559;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4862384796) ) ) {
          result[0] += 0.027148366;
        } else {
          result[0] += -0.038532306;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.00033314197;
        } else {
          result[0] += 0.001848007;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)386) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)332) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          result[0] += 0.0005337734;
        } else {
          result[0] += -0.0141343195;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045853659511) ) ) {
          result[0] += -0.0093212705;
        } else {
          result[0] += 0.014347486;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8873239756) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)555) ) ) {
          result[0] += 0.010454259;
        } else {
          result[0] += -7.5648764e-05;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9600000381) ) ) {
          result[0] += -0.01608523;
        } else {
          result[0] += -0.035937376;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
          result[0] += 0.002398717;
        } else {
          result[0] += -0.028984983;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
          result[0] += 0.011797366;
        } else {
          result[0] += -0.0022494316;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          result[0] += 0.0090252245;
        } else {
          result[0] += -0.001376703;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)76) ) ) {
          result[0] += 0.027107725;
        } else {
          result[0] += 0.015221397;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.7949193716) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436295271) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
          result[0] += -0.015152061;
        } else {
          result[0] += -0.06819578;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.73647177219) ) ) {
          result[0] += -0.00060752564;
        } else {
          result[0] += -0.017993573;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3057269454) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0017849876;
        } else {
          result[0] += 0.0138721345;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70474755764) ) ) {
          result[0] += -0.0043047545;
        } else {
          result[0] += 0.0068997047;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010126582347) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += 0.0033376922;
        } else {
          result[0] += 0.035230424;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)156) ) ) {
          result[0] += 0.0175703;
        } else {
          result[0] += -0.01566762;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)211) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.032464743;
        } else {
          result[0] += 0.0006927298;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.017353807;
        } else {
          result[0] += 0.010338308;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
          result[0] += -0.00012277642;
        } else {
          result[0] += 0.0067837886;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
          result[0] += -0.010970185;
        } else {
          result[0] += 0.0024415392;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1183770895) ) ) {
          result[0] += 0.03871314;
        } else {
          result[0] += 0.0041279253;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.59296923876) ) ) {
          result[0] += 0.006967153;
        } else {
          result[0] += -0.0009522824;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)466) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.080584608018) ) ) {
          result[0] += -0.0014806389;
        } else {
          result[0] += -0.022422211;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22367800772) ) ) {
          result[0] += 0.0064786337;
        } else {
          result[0] += -0.01263766;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
          result[0] += 0.009941938;
        } else {
          result[0] += 0.020524198;
        }
      } else {
        result[0] += -0.010178008;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)308) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.00012075887;
        } else {
          result[0] += -0.0052955085;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25062647462) ) ) {
          result[0] += 0.024478534;
        } else {
          result[0] += 0.0002810418;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8485639095) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.002123118;
        } else {
          result[0] += 0.0059054433;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
          result[0] += 0.00387419;
        } else {
          result[0] += -0.025659684;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25062647462) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043902438134) ) ) {
          result[0] += 0.0063461945;
        } else {
          result[0] += -0.049650718;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
          result[0] += -0.067156084;
        } else {
          result[0] += -0.0010814416;
        }
      }
    } else {
      result[0] += 0.05546263;
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)837) ) ) {
          result[0] += -0.001369174;
        } else {
          result[0] += -0.029067699;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.00019451356;
        } else {
          result[0] += 0.010704456;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
          result[0] += 0.0033557292;
        } else {
          result[0] += -0.007106031;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)397) ) ) {
          result[0] += -0.023495171;
        } else {
          result[0] += 0.005639577;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047804877162) ) ) {
        result[0] += 0.031848025;
      } else {
        result[0] += 0.01433325;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)280) ) ) {
          result[0] += 0.00654132;
        } else {
          result[0] += 0.030159993;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.008385335;
        } else {
          result[0] += -0.016152225;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.86055910587) ) ) {
          result[0] += -0.020312157;
        } else {
          result[0] += -0.00075164554;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          result[0] += -0.031052265;
        } else {
          result[0] += -0.007826425;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)101) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.5895023942) ) ) {
          result[0] += 0.006611302;
        } else {
          result[0] += 0.03123098;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
          result[0] += 0.009964415;
        } else {
          result[0] += -0.0011189892;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.023414634168) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        result[0] += -0.036021646;
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.0009693238;
        } else {
          result[0] += -0.03438384;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87179487944) ) ) {
        result[0] += -0.029194761;
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025000000373) ) ) {
          result[0] += 0.039737057;
        } else {
          result[0] += 0.011190042;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.0007976644;
        } else {
          result[0] += -0.022298332;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
          result[0] += 0.0026758513;
        } else {
          result[0] += -0.0010405526;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
          result[0] += -0.016869182;
        } else {
          result[0] += -0.0017290313;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.01031616;
        } else {
          result[0] += -0.047764778;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.006661888;
        } else {
          result[0] += 0.03173543;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
          result[0] += 0.05437699;
        } else {
          result[0] += -0.00090852444;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36377057433) ) ) {
          result[0] += 0.0022538751;
        } else {
          result[0] += 0.011041373;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.71860140562) ) ) {
          result[0] += 0.0013211435;
        } else {
          result[0] += -0.053527217;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)105) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -9.224858e-05;
        } else {
          result[0] += 0.008107665;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          result[0] += -0.0005820757;
        } else {
          result[0] += -0.017470596;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.00333447;
        } else {
          result[0] += -0.011491644;
        }
      } else {
        result[0] += -0.037751313;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18663741648) ) ) {
      result[0] += -0.03394773;
    } else {
      result[0] += -0.0050809747;
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
        result[0] += 0.0034485385;
      } else {
        result[0] += 0.026829991;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
          result[0] += 0.0008630079;
        } else {
          result[0] += -0.01186045;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.01599489;
        } else {
          result[0] += -0.0002039314;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27502048016) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
          result[0] += -0.014135589;
        } else {
          result[0] += -0.044345018;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.46094164252) ) ) {
          result[0] += 0.040699106;
        } else {
          result[0] += -0.009913539;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)91) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36629223824) ) ) {
          result[0] += 0.047569267;
        } else {
          result[0] += 0.0021622695;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.71824371815) ) ) {
          result[0] += 0.0055365143;
        } else {
          result[0] += -0.002251136;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436295271) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0040276204;
        } else {
          result[0] += -0.025099743;
        }
      } else {
        result[0] += -0.06596669;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.84720724821) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.73647177219) ) ) {
          result[0] += -0.00040859412;
        } else {
          result[0] += -0.014942075;
        }
      } else {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.01710604;
        } else {
          result[0] += -0.0024427604;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.044783830643) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0095230341) ) ) {
          result[0] += 0.036718268;
        } else {
          result[0] += 0.01142136;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)133) ) ) {
          result[0] += -0.008921274;
        } else {
          result[0] += 0.00877748;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8485639095) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3870967627) ) ) {
          result[0] += 0.0003123162;
        } else {
          result[0] += 0.008811334;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25655847788) ) ) {
          result[0] += 0.012390222;
        } else {
          result[0] += -0.014946468;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)466) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.0004183414;
        } else {
          result[0] += 0.0054337783;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.002393513;
        } else {
          result[0] += -0.023346795;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
          result[0] += -0.001437333;
        } else {
          result[0] += 0.01313776;
        }
      } else {
        result[0] += -0.03787513;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0006534268;
        } else {
          result[0] += 0.016544292;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
          result[0] += 0.010996175;
        } else {
          result[0] += -0.0222491;
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0099502485245) ) ) {
          result[0] += -0.0075380257;
        } else {
          result[0] += -0.049674634;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)163) ) ) {
          result[0] += -0.01832944;
        } else {
          result[0] += 0.0062229694;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74439024925) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += -0.0067634485;
        } else {
          result[0] += 4.483585e-05;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.004477643;
        } else {
          result[0] += -0.03771537;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51987022161) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.004020293;
        } else {
          result[0] += -0.036903765;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302911758) ) ) {
          result[0] += 0.037372112;
        } else {
          result[0] += 0.0015753069;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593728542) ) ) {
      result[0] += -0.00388673;
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)107) ) ) {
          result[0] += 0.015850013;
        } else {
          result[0] += 0.0025292078;
        }
      } else {
        result[0] += 0.02771973;
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.0002736663;
        } else {
          result[0] += -0.011587299;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
          result[0] += 0.019001229;
        } else {
          result[0] += -0.0059810188;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.011133788;
        } else {
          result[0] += 0.0019652627;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0066006602719) ) ) {
          result[0] += 0.01881788;
        } else {
          result[0] += 0.0023554387;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)379) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14138919115) ) ) {
          result[0] += 0.017716117;
        } else {
          result[0] += 0.036615442;
        }
      } else {
        result[0] += 0.012017119;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1183770895) ) ) {
          result[0] += -0.00033506207;
        } else {
          result[0] += 0.011359922;
        }
      } else {
        result[0] += -0.016133867;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -9.3352035e-05;
        } else {
          result[0] += -0.012756671;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.009639047;
        } else {
          result[0] += 0.04607692;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81538462639) ) ) {
          result[0] += -0.008144653;
        } else {
          result[0] += -0.031316843;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          result[0] += 0.015503028;
        } else {
          result[0] += -0.0011025191;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.008039358;
        } else {
          result[0] += -0.044087414;
        }
      } else {
        result[0] += 0.055615902;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4545454979) ) ) {
          result[0] += 0.0007921103;
        } else {
          result[0] += 0.03049374;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.777777791) ) ) {
          result[0] += -0.026902357;
        } else {
          result[0] += -0.00071729365;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0054601473;
        } else {
          result[0] += -0.06156078;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += 0.022675155;
        } else {
          result[0] += -0.0006702085;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
        result[0] += -0.0682564;
      } else {
        result[0] += -0.0058839284;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37465241551) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.01116373;
        } else {
          result[0] += 0.04730354;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0029311033;
        } else {
          result[0] += -0.047341242;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997790337) ) ) {
          result[0] += -0.02617887;
        } else {
          result[0] += -0.0008503617;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          result[0] += 0.0074838744;
        } else {
          result[0] += 6.621653e-05;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.30970150232) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          result[0] += -0.014779023;
        } else {
          result[0] += -0.05065288;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1087519303) ) ) {
          result[0] += -0.0139147835;
        } else {
          result[0] += 0.005814472;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.23265272379) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
          result[0] += 0.0041342783;
        } else {
          result[0] += -0.022798175;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85220128298) ) ) {
          result[0] += 0.014685042;
        } else {
          result[0] += -0.0019338474;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48391282558) ) ) {
          result[0] += 0.029175231;
        } else {
          result[0] += 0.0050125024;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.38385644555) ) ) {
          result[0] += -0.017520992;
        } else {
          result[0] += 0.0036253852;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.00017037135;
        } else {
          result[0] += -0.008986225;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.00035052805;
        } else {
          result[0] += 0.020052044;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1631) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
          result[0] += -0.00043330557;
        } else {
          result[0] += -0.022923065;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.041951220483) ) ) {
          result[0] += -0.01598019;
        } else {
          result[0] += 0.0036206436;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11764705926) ) ) {
          result[0] += 0.015425362;
        } else {
          result[0] += -0.015873646;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)40) ) ) {
          result[0] += -0.016241765;
        } else {
          result[0] += 0.003628683;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0336134471) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0006094337;
        } else {
          result[0] += 0.009502231;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
          result[0] += -0.015993318;
        } else {
          result[0] += -0.000120092;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.029792724;
        } else {
          result[0] += 0.01619765;
        }
      } else {
        result[0] += 0.005929532;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43341505527) ) ) {
          result[0] += 0.0026496795;
        } else {
          result[0] += -0.00023642779;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)826) ) ) {
          result[0] += 0.006384057;
        } else {
          result[0] += -0.030969515;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1057) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50731343031) ) ) {
          result[0] += -0.033286776;
        } else {
          result[0] += -0.002671903;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
          result[0] += 0.01726394;
        } else {
          result[0] += -0.0015367508;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)385) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
          result[0] += -0.0016832479;
        } else {
          result[0] += 0.006822835;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
          result[0] += -0.05839861;
        } else {
          result[0] += -0.011453423;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)826) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.15690647066) ) ) {
          result[0] += 0.030814607;
        } else {
          result[0] += 0.007276074;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.00023283044;
        } else {
          result[0] += 0.013290742;
        }
      }
    }
  }
}

