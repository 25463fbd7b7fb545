
#include "header.h"

void predict_unit0(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16176146269) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.44228419662) ) ) {
          result[0] += -0.07496781;
        } else {
          result[0] += -0.028773073;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.013623859;
        } else {
          result[0] += 0.0033100487;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)212) ) ) {
          result[0] += -0.026811108;
        } else {
          result[0] += -0.057914283;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          result[0] += -0.012458675;
        } else {
          result[0] += 0.008235083;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3432738781) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.01397264;
        } else {
          result[0] += 0.006841098;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += -0.007127814;
        } else {
          result[0] += -0.059960652;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)884) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.020920081;
        } else {
          result[0] += 0.00334068;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.04506121;
        } else {
          result[0] += -0.010448071;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.065001964569) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65898048878) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.050569404;
        } else {
          result[0] += -0.131121;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
          result[0] += -0.018025836;
        } else {
          result[0] += -0.048373558;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.006342704;
        } else {
          result[0] += -0.031852182;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.080250233412) ) ) {
          result[0] += -0.0010651194;
        } else {
          result[0] += 0.017141184;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3432738781) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.000564365;
        } else {
          result[0] += 0.009767707;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)50) ) ) {
          result[0] += -0.029514754;
        } else {
          result[0] += 0.03840392;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1032) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.017351342;
        } else {
          result[0] += 0.036655527;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2032) ) ) {
          result[0] += 0.032513145;
        } else {
          result[0] += 0.056505676;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16176146269) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.44228419662) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += -0.10631653;
        } else {
          result[0] += -0.05580023;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
          result[0] += -0.038816087;
        } else {
          result[0] += 0.015914699;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          result[0] += -0.019930085;
        } else {
          result[0] += -0.005522143;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.04022226;
        } else {
          result[0] += 0.0031548992;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3432738781) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += -0.013392018;
        } else {
          result[0] += 0.0067494386;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += -0.008405837;
        } else {
          result[0] += -0.058532536;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += -0.011684264;
        } else {
          result[0] += 0.013774186;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1380) ) ) {
          result[0] += 0.020911869;
        } else {
          result[0] += 0.039869454;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.065001964569) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.62603354454) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99955415726) ) ) {
          result[0] += -0.111287214;
        } else {
          result[0] += -0.036830273;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.00965536;
        } else {
          result[0] += -0.039345816;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.0058904244;
        } else {
          result[0] += -0.028893644;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3888888359) ) ) {
          result[0] += 0.0042429366;
        } else {
          result[0] += 0.021314448;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += -0.018213682;
        } else {
          result[0] += 0.006206419;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)24) ) ) {
          result[0] += -0.023665747;
        } else {
          result[0] += 0.03162819;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)856) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.022963656;
        } else {
          result[0] += 0.00012870268;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.95698022842) ) ) {
          result[0] += 0.04172775;
        } else {
          result[0] += 0.003529812;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.048782703;
        } else {
          result[0] += -0.01789843;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
          result[0] += -0.00825568;
        } else {
          result[0] += 0.0151844565;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
          result[0] += 0.0066231787;
        } else {
          result[0] += 0.026947338;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.05723877;
        } else {
          result[0] += 0.01689717;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)735) ) ) {
          result[0] += 0.011136381;
        } else {
          result[0] += -0.0038120213;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.020408162847) ) ) {
          result[0] += -0.016557714;
        } else {
          result[0] += -0.14598672;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2628) ) ) {
          result[0] += 0.047636792;
        } else {
          result[0] += 0.026498804;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1665) ) ) {
          result[0] += -0.011798522;
        } else {
          result[0] += 0.005999214;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16176146269) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.59488481283) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)83) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0427645445) ) ) {
          result[0] += -0.08883845;
        } else {
          result[0] += -0.026141247;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.009893322;
        } else {
          result[0] += -0.031135028;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.038991675;
        } else {
          result[0] += -0.0031343212;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.03788003;
        } else {
          result[0] += -0.004677756;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3432738781) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.06818861;
        } else {
          result[0] += -0.009901848;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0068859505;
        } else {
          result[0] += -0.010469539;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.015724404;
        } else {
          result[0] += -0.017196488;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1794) ) ) {
          result[0] += 0.041951492;
        } else {
          result[0] += 0.014656532;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.065001964569) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50383466482) ) ) {
          result[0] += -0.05807967;
        } else {
          result[0] += -0.019752359;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51811027527) ) ) {
          result[0] += -0.013630117;
        } else {
          result[0] += 0.00047760943;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.026249198;
        } else {
          result[0] += -0.0678132;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
          result[0] += -0.035493106;
        } else {
          result[0] += 0.0046015973;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.057770677;
        } else {
          result[0] += 0.005837682;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          result[0] += -0.021545986;
        } else {
          result[0] += 0.027986137;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2455) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.01698648;
        } else {
          result[0] += 0.029012477;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.06928959;
        } else {
          result[0] += 0.0327307;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.05017240718) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57944726944) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0248725;
        } else {
          result[0] += -0.118643396;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.007444098;
        } else {
          result[0] += -0.03372333;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35873958468) ) ) {
          result[0] += -0.08117877;
        } else {
          result[0] += -0.029360795;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0009051501;
        } else {
          result[0] += -0.014862574;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3432738781) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.058301467;
        } else {
          result[0] += 0.0021343033;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          result[0] += 0.012564135;
        } else {
          result[0] += 0.030030727;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.014416863;
        } else {
          result[0] += 0.029492656;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.5) ) ) {
          result[0] += -0.028276542;
        } else {
          result[0] += 0.012087244;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.084901310503) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81143504381) ) ) {
          result[0] += -0.073101275;
        } else {
          result[0] += -0.030030161;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.014694664;
        } else {
          result[0] += -0.0025969537;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += -0.018680181;
        } else {
          result[0] += -0.05583582;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          result[0] += -0.008498578;
        } else {
          result[0] += 0.010606783;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45520475507) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
          result[0] += 0.00032177076;
        } else {
          result[0] += 0.027614132;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041288815439) ) ) {
          result[0] += 0.0067762807;
        } else {
          result[0] += 0.02589638;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1331) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.054054055363) ) ) {
          result[0] += 0.016228257;
        } else {
          result[0] += -0.020123867;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.066892974;
        } else {
          result[0] += 0.03370536;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16676048934) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81143504381) ) ) {
          result[0] += -0.095173374;
        } else {
          result[0] += -0.041361574;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.009910286;
        } else {
          result[0] += -0.025262564;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54663997889) ) ) {
          result[0] += -0.062815085;
        } else {
          result[0] += -0.0057713543;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.008114932;
        } else {
          result[0] += -0.039776973;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28203940392) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)64) ) ) {
          result[0] += -0.0034280021;
        } else {
          result[0] += 0.0073176003;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += -0.004983938;
        } else {
          result[0] += -0.04612938;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.011905048;
        } else {
          result[0] += 0.052868586;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)836) ) ) {
          result[0] += -0.015771193;
        } else {
          result[0] += 0.017005054;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.008566661;
        } else {
          result[0] += 0.006987843;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.02229613;
        } else {
          result[0] += -0.096337415;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
          result[0] += 0.0045057526;
        } else {
          result[0] += 0.028217122;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.029364435;
        } else {
          result[0] += -0.007178334;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.015212908;
        } else {
          result[0] += 0.005007778;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)495) ) ) {
          result[0] += -0.009030195;
        } else {
          result[0] += -0.09576039;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)61) ) ) {
          result[0] += 0.0126031665;
        } else {
          result[0] += 0.0359493;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2289) ) ) {
          result[0] += 0.06622469;
        } else {
          result[0] += 0.044630192;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16676048934) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)120) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)81) ) ) {
          result[0] += -0.04960275;
        } else {
          result[0] += -0.011884655;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5217391253) ) ) {
          result[0] += -0.008397204;
        } else {
          result[0] += -0.03333689;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1043) ) ) {
          result[0] += 0.0012025147;
        } else {
          result[0] += 0.034800313;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.02241574;
        } else {
          result[0] += -0.0010293036;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3432738781) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)320) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82407408953) ) ) {
          result[0] += 0.00049867644;
        } else {
          result[0] += 0.010798981;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
          result[0] += -0.0013130371;
        } else {
          result[0] += -0.045063738;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.010202661;
        } else {
          result[0] += 0.025652433;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.06615049;
        } else {
          result[0] += 0.030276006;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22832459211) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)117) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4646476507) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)75) ) ) {
          result[0] += -0.10914725;
        } else {
          result[0] += -0.035909068;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.017631812;
        } else {
          result[0] += 0.0025834916;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1756) ) ) {
          result[0] += -0.0024149737;
        } else {
          result[0] += 0.0342392;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)452) ) ) {
          result[0] += -0.0029357802;
        } else {
          result[0] += -0.064736985;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28203940392) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.01213152;
        } else {
          result[0] += 0.00078255514;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
          result[0] += 0.010083306;
        } else {
          result[0] += -0.02170785;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.011941812;
        } else {
          result[0] += 0.047174897;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)836) ) ) {
          result[0] += -0.017188821;
        } else {
          result[0] += 0.01793171;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.065001964569) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.64134651423) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)73) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4646476507) ) ) {
          result[0] += -0.10224908;
        } else {
          result[0] += -0.031345423;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0026943672;
        } else {
          result[0] += -0.026140416;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.004161783;
        } else {
          result[0] += -0.022792494;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3888888359) ) ) {
          result[0] += 0.0019503575;
        } else {
          result[0] += 0.017192336;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)170) ) ) {
          result[0] += 0.0051633706;
        } else {
          result[0] += -0.0059162504;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)801) ) ) {
          result[0] += 0.011293262;
        } else {
          result[0] += 0.025129726;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)24) ) ) {
        result[0] += -0.02061124;
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.025273768;
        } else {
          result[0] += 0.015853425;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.065001964569) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60946762562) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)73) ) ) {
          result[0] += -0.033942897;
        } else {
          result[0] += -0.012936975;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.00395475;
        } else {
          result[0] += -0.019647643;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1192) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.0047736675;
        } else {
          result[0] += -0.05877347;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)74) ) ) {
          result[0] += 0.046876326;
        } else {
          result[0] += 0.020415746;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
          result[0] += -0.029106796;
        } else {
          result[0] += 0.011672243;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0028004022;
        } else {
          result[0] += 0.011455176;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)22) ) ) {
        result[0] += -0.027458092;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17098847032) ) ) {
          result[0] += 0.01411016;
        } else {
          result[0] += 0.023233417;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.084901310503) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89361703396) ) ) {
          result[0] += -0.041603044;
        } else {
          result[0] += -0.010143937;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
          result[0] += 0.0037958098;
        } else {
          result[0] += -0.03236357;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50383466482) ) ) {
          result[0] += -0.010948297;
        } else {
          result[0] += -0.0011358956;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.025195647;
        } else {
          result[0] += 0.009975517;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
          result[0] += -0.018825881;
        } else {
          result[0] += 0.0036675853;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0037935458;
        } else {
          result[0] += 0.024511939;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)796) ) ) {
          result[0] += 0.013870725;
        } else {
          result[0] += 0.029682143;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
          result[0] += 0.017138919;
        } else {
          result[0] += -0.0042406744;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8285714388) ) ) {
          result[0] += -0.016285954;
        } else {
          result[0] += 0.0073615983;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)35) ) ) {
          result[0] += 0.022950657;
        } else {
          result[0] += -0.0043329364;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0050954255;
        } else {
          result[0] += 0.022825524;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)539) ) ) {
          result[0] += 0.0056112274;
        } else {
          result[0] += -0.048519544;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)451) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1103) ) ) {
          result[0] += 0.005531836;
        } else {
          result[0] += 0.028182933;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
          result[0] += 0.022386944;
        } else {
          result[0] += 0.0011952432;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001951219514) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)87) ) ) {
          result[0] += 0.022037258;
        } else {
          result[0] += -0.035562925;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)798) ) ) {
          result[0] += -0.0006253478;
        } else {
          result[0] += 0.022862012;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32175481319) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)122) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83630019426) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
          result[0] += -0.026038704;
        } else {
          result[0] += -0.09595278;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67605632544) ) ) {
          result[0] += -0.0051563065;
        } else {
          result[0] += -0.02204755;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3281237483) ) ) {
          result[0] += 0.0006955506;
        } else {
          result[0] += -0.053159248;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)393) ) ) {
          result[0] += 0.0006541367;
        } else {
          result[0] += -0.062491048;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3432738781) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)48) ) ) {
          result[0] += -0.0055666706;
        } else {
          result[0] += 0.005126513;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.003815919;
        } else {
          result[0] += -0.047609728;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)496) ) ) {
          result[0] += 0.013483386;
        } else {
          result[0] += 0.052824836;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
          result[0] += 0.006481292;
        } else {
          result[0] += 0.02108525;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.036004227;
        } else {
          result[0] += -0.00097471935;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.018388525;
        } else {
          result[0] += 0.017382866;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.021062255;
        } else {
          result[0] += -0.009245243;
        }
      } else {
        result[0] += -0.08209651;
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0056280363;
        } else {
          result[0] += 0.018570451;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          result[0] += 0.023406474;
        } else {
          result[0] += 0.040922496;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)500) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)396) ) ) {
          result[0] += 0.0004881471;
        } else {
          result[0] += 0.06725209;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.06943183;
        } else {
          result[0] += 0.009599666;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22832459211) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)117) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.766038537) ) ) {
          result[0] += -0.09316743;
        } else {
          result[0] += -0.013990688;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)658) ) ) {
          result[0] += 8.912547e-05;
        } else {
          result[0] += -0.016392633;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)62) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.69483208656) ) ) {
          result[0] += -0.064302966;
        } else {
          result[0] += 0.003872268;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1231) ) ) {
          result[0] += 0.016515635;
        } else {
          result[0] += 0.04653963;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.42493331432) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
          result[0] += -0.0005662373;
        } else {
          result[0] += 0.021426199;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.016837282;
        } else {
          result[0] += -0.030054841;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
          result[0] += 0.0106776;
        } else {
          result[0] += 0.03591361;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13679245114) ) ) {
          result[0] += -0.012907765;
        } else {
          result[0] += -0.04584719;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28203940392) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1756) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40854945779) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += -0.04118139;
        } else {
          result[0] += -0.009426224;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)296) ) ) {
          result[0] += 0.0005275064;
        } else {
          result[0] += -0.0113673;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)543) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.018804733;
        } else {
          result[0] += 0.0018926656;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54663997889) ) ) {
          result[0] += 0.053106554;
        } else {
          result[0] += 0.024110818;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1331) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)26) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.006752379;
        } else {
          result[0] += 0.054473944;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
          result[0] += 0.007435323;
        } else {
          result[0] += -0.021081805;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.46696648002) ) ) {
          result[0] += 0.030104974;
        } else {
          result[0] += 0.070828214;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          result[0] += 0.0156089915;
        } else {
          result[0] += 0.03235873;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.084901310503) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37079724669) ) ) {
          result[0] += -0.1051046;
        } else {
          result[0] += -0.036008384;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)884) ) ) {
          result[0] += -0.021788748;
        } else {
          result[0] += -0.06854164;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
          result[0] += -0.008371825;
        } else {
          result[0] += 0.00036943526;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.024837995;
        } else {
          result[0] += 0.004213919;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.048933443;
        } else {
          result[0] += 0.005889099;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.010020264;
        } else {
          result[0] += 0.019196155;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.010381451808) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += 0.031217808;
        } else {
          result[0] += 0.04458548;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
          result[0] += 0.013552822;
        } else {
          result[0] += 0.027655143;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51811027527) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)414) ) ) {
          result[0] += -0.005850909;
        } else {
          result[0] += -0.023112949;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2764091492) ) ) {
          result[0] += 0.053635485;
        } else {
          result[0] += -0.0016279746;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)81) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)75) ) ) {
          result[0] += -0.06838601;
        } else {
          result[0] += -0.025442565;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1918) ) ) {
          result[0] += 0.009185118;
        } else {
          result[0] += 0.044396244;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.0011137624;
        } else {
          result[0] += -0.0073591615;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)63) ) ) {
          result[0] += 0.008302967;
        } else {
          result[0] += 0.026198328;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.014428503;
        } else {
          result[0] += 0.002069146;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0011813919;
        } else {
          result[0] += -0.039601993;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28203940392) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57944726944) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.015448408;
        } else {
          result[0] += -0.089791656;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += -0.0042119133;
        } else {
          result[0] += -0.020916363;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0011653821;
        } else {
          result[0] += -0.012194551;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)34) ) ) {
          result[0] += -0.010988715;
        } else {
          result[0] += 0.007434625;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0111830635;
        } else {
          result[0] += 0.0025128827;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)64) ) ) {
          result[0] += 0.058779575;
        } else {
          result[0] += 0.016138552;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1397) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)258) ) ) {
          result[0] += -0.0036793419;
        } else {
          result[0] += -0.03008042;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2458) ) ) {
          result[0] += 0.035124995;
        } else {
          result[0] += 0.007881491;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.084901310503) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60946762562) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1415997744) ) ) {
          result[0] += -0.07196664;
        } else {
          result[0] += -0.017997222;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
          result[0] += -0.012108843;
        } else {
          result[0] += 0.034492232;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
          result[0] += -0.020718377;
        } else {
          result[0] += -0.0034690395;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.0050044334;
        } else {
          result[0] += -0.034218367;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18191771209) ) ) {
        result[0] += -0.07571261;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.47200655937) ) ) {
          result[0] += 0.0079657035;
        } else {
          result[0] += -0.058455046;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.42493331432) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
          result[0] += 0.0021771418;
        } else {
          result[0] += 0.018797254;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.010334716;
        } else {
          result[0] += -0.0072332877;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28203940392) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99955415726) ) ) {
          result[0] += -0.048843138;
        } else {
          result[0] += -0.008367818;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += 0.0007447572;
        } else {
          result[0] += 0.018626992;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.013119188;
        } else {
          result[0] += 0.01105469;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.064153194;
        } else {
          result[0] += -0.0038287786;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          result[0] += 0.008164889;
        } else {
          result[0] += -0.013170783;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.010651245;
        } else {
          result[0] += 0.02337655;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32317337394) ) ) {
          result[0] += 0.05872319;
        } else {
          result[0] += -0.005446544;
        }
      } else {
        result[0] += -0.05918206;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21619229019) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35873958468) ) ) {
          result[0] += -0.071250096;
        } else {
          result[0] += -0.026124096;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)576) ) ) {
          result[0] += -0.003071165;
        } else {
          result[0] += 0.0012955244;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)120) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)162) ) ) {
          result[0] += -0.013312451;
        } else {
          result[0] += 0.0073431865;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0020314169;
        } else {
          result[0] += -0.020009706;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.063413344;
        } else {
          result[0] += -0.0020907025;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.084901310503) ) ) {
          result[0] += -0.023772653;
        } else {
          result[0] += -0.0058538523;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1561) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.004702359;
        } else {
          result[0] += -0.0047668335;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)8246) ) ) {
          result[0] += 0.014501001;
        } else {
          result[0] += 0.04809232;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.04111214;
        } else {
          result[0] += -0.013067384;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          result[0] += -0.0028773095;
        } else {
          result[0] += 0.011598251;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82407408953) ) ) {
          result[0] += -0.0008678922;
        } else {
          result[0] += 0.0059047453;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)63) ) ) {
          result[0] += -0.0014896874;
        } else {
          result[0] += 0.022086693;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)39) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += -0.0012268485;
        } else {
          result[0] += 0.03697707;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.01953817;
        } else {
          result[0] += 0.01147746;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += -0.014324707;
        } else {
          result[0] += -0.053635325;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
          result[0] += 0.010409255;
        } else {
          result[0] += 0.037099328;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3935700953) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)126) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.766038537) ) ) {
          result[0] += -0.079035036;
        } else {
          result[0] += -0.01067791;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.07373109;
        } else {
          result[0] += -0.0046339976;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)166) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)155) ) ) {
          result[0] += 0.006533306;
        } else {
          result[0] += 0.019438656;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)355) ) ) {
          result[0] += -0.00026651105;
        } else {
          result[0] += -0.025460292;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1256) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
          result[0] += 0.0007767654;
        } else {
          result[0] += -0.036555126;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
          result[0] += 0.1140421;
        } else {
          result[0] += 0.0116380295;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.00928717;
        } else {
          result[0] += 0.021818873;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0008972587;
        } else {
          result[0] += -0.03471755;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.45487365127) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.06648996;
        } else {
          result[0] += -0.012684588;
        }
      } else {
        result[0] += -0.010349172;
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1580) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
          result[0] += -0.01432267;
        } else {
          result[0] += 0.0044621355;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1531) ) ) {
          result[0] += 0.018787155;
        } else {
          result[0] += 0.042942476;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          result[0] += -0.0013726716;
        } else {
          result[0] += 0.0041054576;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += -0.042690482;
        } else {
          result[0] += -0.012353808;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
          result[0] += -0.004541331;
        } else {
          result[0] += 0.012118586;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.05244531;
        } else {
          result[0] += 0.011255827;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0028838522;
        } else {
          result[0] += 0.008097201;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)212) ) ) {
          result[0] += -0.009980495;
        } else {
          result[0] += -0.05170427;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          result[0] += -0.0045705223;
        } else {
          result[0] += 0.018916562;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9705882072) ) ) {
          result[0] += 0.029956752;
        } else {
          result[0] += 0.017045908;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)826) ) ) {
          result[0] += 0.00669947;
        } else {
          result[0] += -0.005065084;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
          result[0] += 0.025644317;
        } else {
          result[0] += 0.008037822;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01754385978) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
          result[0] += -0.028848393;
        } else {
          result[0] += 0.007232029;
        }
      } else {
        result[0] += -0.1338874;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40854945779) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)120) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99955415726) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.039696276;
        } else {
          result[0] += 0.035720896;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.006753638;
        } else {
          result[0] += -0.03511122;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
          result[0] += 0.0031859342;
        } else {
          result[0] += -0.01488125;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.015657566;
        } else {
          result[0] += -0.052386772;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.45487365127) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.01746475324) ) ) {
          result[0] += -0.014058578;
        } else {
          result[0] += -0.07481219;
        }
      } else {
        result[0] += -0.012645108;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.085596822202) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1256) ) ) {
          result[0] += -0.0021361287;
        } else {
          result[0] += 0.01563144;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
          result[0] += 0.005291171;
        } else {
          result[0] += -0.027172718;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.62603354454) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0427645445) ) ) {
          result[0] += -0.06094702;
        } else {
          result[0] += 0.0021193386;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
          result[0] += -0.01682396;
        } else {
          result[0] += -0.10619401;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.054054055363) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)91) ) ) {
          result[0] += 0.006317805;
        } else {
          result[0] += -0.012306252;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3888888359) ) ) {
          result[0] += -0.024432752;
        } else {
          result[0] += 0.011584348;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.41944980621) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.012751311;
        } else {
          result[0] += 0.0052781375;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1256) ) ) {
          result[0] += 0.0008573173;
        } else {
          result[0] += 0.011551681;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2455) ) ) {
          result[0] += 0.006121185;
        } else {
          result[0] += 0.035838228;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13679245114) ) ) {
          result[0] += 0.021025235;
        } else {
          result[0] += 0.0062412987;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28203940392) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
          result[0] += -0.0062353252;
        } else {
          result[0] += 0.00046114947;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.0210141;
        } else {
          result[0] += 0.006430056;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)53) ) ) {
          result[0] += -0.0039434466;
        } else {
          result[0] += 0.0071435566;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)237) ) ) {
          result[0] += 0.00072055915;
        } else {
          result[0] += -0.12674071;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0058512255;
        } else {
          result[0] += 0.033179067;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)495) ) ) {
          result[0] += -0.0016073782;
        } else {
          result[0] += -0.052886885;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)176) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
          result[0] += -0.03997857;
        } else {
          result[0] += 0.008071598;
        }
      } else {
        result[0] += 0.023736475;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.0054388214;
        } else {
          result[0] += 0.012814328;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)150) ) ) {
          result[0] += 0.001915999;
        } else {
          result[0] += 0.047814094;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.002723223;
        } else {
          result[0] += 0.017150292;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.01747056;
        } else {
          result[0] += -0.12143876;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          result[0] += 0.004752988;
        } else {
          result[0] += 0.039818715;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.0819172;
        } else {
          result[0] += 0.0013827647;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)451) ) ) {
          result[0] += 0.020273909;
        } else {
          result[0] += -0.022084821;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)251) ) ) {
          result[0] += -0.012493503;
        } else {
          result[0] += 0.01704302;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41978082061) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
          result[0] += -0.01129996;
        } else {
          result[0] += 0.0010923547;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.44228419662) ) ) {
          result[0] += -0.016065728;
        } else {
          result[0] += -0.07522424;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
        result[0] += -0.07168071;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.52891218662) ) ) {
          result[0] += 0.032194875;
        } else {
          result[0] += 0.00521538;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.45487365127) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.06930645;
        } else {
          result[0] += -0.011388176;
        }
      } else {
        result[0] += -0.011797403;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          result[0] += 0.00012881214;
        } else {
          result[0] += 0.009945718;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0081967208534) ) ) {
          result[0] += 0.012912472;
        } else {
          result[0] += 0.053505767;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57944726944) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)122) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.014614465;
        } else {
          result[0] += 0.024012238;
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.012576426;
        } else {
          result[0] += -0.0807874;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)167) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.018762939;
        } else {
          result[0] += -0.028048178;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)226) ) ) {
          result[0] += -0.021554034;
        } else {
          result[0] += 0.0017941309;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
          result[0] += -0.02567297;
        } else {
          result[0] += -0.0021912453;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0006568195;
        } else {
          result[0] += 0.008670533;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8666666746) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.00017698231;
        } else {
          result[0] += 0.0068030427;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          result[0] += 0.016106766;
        } else {
          result[0] += 0.002697524;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24380114675) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          result[0] += -0.044106834;
        } else {
          result[0] += -0.008028791;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.016859677;
        } else {
          result[0] += -0.09288038;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)658) ) ) {
          result[0] += -0.00046793433;
        } else {
          result[0] += -0.012282792;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -7.2926254e-05;
        } else {
          result[0] += 0.026819915;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0014509475;
        } else {
          result[0] += -0.0075683906;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.87729638815) ) ) {
          result[0] += 0.016516363;
        } else {
          result[0] += -0.03540516;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.019049985;
        } else {
          result[0] += -0.002367116;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          result[0] += -0.012016176;
        } else {
          result[0] += 0.0143273;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088255420327) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1604938507) ) ) {
          result[0] += -0.0042929873;
        } else {
          result[0] += 0.0093843;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)207) ) ) {
          result[0] += -0.0075590694;
        } else {
          result[0] += -0.055640765;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)432) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.004551741;
        } else {
          result[0] += 0.021575708;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)718) ) ) {
          result[0] += -0.013248918;
        } else {
          result[0] += 0.014437623;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          result[0] += 0.0023031905;
        } else {
          result[0] += 0.052433442;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
          result[0] += -0.039570924;
        } else {
          result[0] += 0.009044088;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14584121108) ) ) {
          result[0] += -0.0010345264;
        } else {
          result[0] += 0.013322393;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.024303557;
        } else {
          result[0] += 0.0020232184;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99955415726) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3280154467) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75958186388) ) ) {
          result[0] += -0.06692584;
        } else {
          result[0] += -0.0058758887;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67605632544) ) ) {
          result[0] += -0.01679351;
        } else {
          result[0] += -0.049876165;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.010939564;
        } else {
          result[0] += -0.03862414;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)148) ) ) {
          result[0] += -0.051248457;
        } else {
          result[0] += -0.008246536;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31018561125) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.001160752;
        } else {
          result[0] += -0.009203241;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)270) ) ) {
          result[0] += 0.0045983465;
        } else {
          result[0] += 0.05123798;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.016994169;
        } else {
          result[0] += 0.04765695;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.004752389;
        } else {
          result[0] += -0.008824755;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0018008186;
        } else {
          result[0] += -0.0049297996;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.011729222;
        } else {
          result[0] += 0.005589862;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.014580429;
        } else {
          result[0] += -0.007749397;
        }
      } else {
        result[0] += -0.07574372;
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.004135454;
        } else {
          result[0] += -0.006925465;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.011404365;
        } else {
          result[0] += -0.115519516;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)37) ) ) {
          result[0] += -0.0041154562;
        } else {
          result[0] += 0.015274095;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1336) ) ) {
          result[0] += -0.00955913;
        } else {
          result[0] += 0.028102819;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.084901310503) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35873958468) ) ) {
          result[0] += -0.07202303;
        } else {
          result[0] += -0.018196804;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)13) ) ) {
          result[0] += 0.008690627;
        } else {
          result[0] += -0.0057191583;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)117) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
          result[0] += -0.003306131;
        } else {
          result[0] += -0.02273081;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)142) ) ) {
          result[0] += 0.011969901;
        } else {
          result[0] += -0.00052794605;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          result[0] += 0.0126849655;
        } else {
          result[0] += -0.009183294;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.05756679;
        } else {
          result[0] += 0.011327534;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.041025642306) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.0043644635;
        } else {
          result[0] += -0.004180759;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)826) ) ) {
          result[0] += -0.015971359;
        } else {
          result[0] += 0.017879408;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21487602592) ) ) {
          result[0] += -0.053385537;
        } else {
          result[0] += -0.018458316;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.011115802;
        } else {
          result[0] += -0.004593154;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)35) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          result[0] += 0.027912436;
        } else {
          result[0] += 0.0065735443;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0014327358;
        } else {
          result[0] += -0.0086919265;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4652532339) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0005317264;
        } else {
          result[0] += 0.0066258623;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += 0.013555217;
        } else {
          result[0] += 0.002436013;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.023364486173) ) ) {
          result[0] += -0.0723927;
        } else {
          result[0] += 0.008146222;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.012126818;
        } else {
          result[0] += -0.015656436;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1795) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0908950567) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88461536169) ) ) {
          result[0] += -0.058987793;
        } else {
          result[0] += 0.014051733;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01052631624) ) ) {
          result[0] += -0.0010442332;
        } else {
          result[0] += -0.024562;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          result[0] += -0.0013989198;
        } else {
          result[0] += 0.04541227;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
          result[0] += 0.0051445724;
        } else {
          result[0] += -0.027944624;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54663997889) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
          result[0] += 0.025575295;
        } else {
          result[0] += 0.05225728;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.03554345;
        } else {
          result[0] += 0.019075517;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          result[0] += 0.028248355;
        } else {
          result[0] += 0.008070436;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3432738781) ) ) {
          result[0] += 0.053691324;
        } else {
          result[0] += 0.02041779;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.032363117;
        } else {
          result[0] += -0.00898968;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.005294868;
        } else {
          result[0] += -0.07510761;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
        result[0] += 0.030371804;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0056769527;
        } else {
          result[0] += -0.008035412;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.004262152;
        } else {
          result[0] += -0.0028923906;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
          result[0] += -0.008951155;
        } else {
          result[0] += 0.005998231;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)337) ) ) {
          result[0] += 0.00820596;
        } else {
          result[0] += 0.033279;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
          result[0] += -0.019209199;
        } else {
          result[0] += -0.103682354;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.039528254;
        } else {
          result[0] += 7.691538e-06;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80000001192) ) ) {
          result[0] += -0.002735946;
        } else {
          result[0] += -0.024173154;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17106872797) ) ) {
          result[0] += -0.02707009;
        } else {
          result[0] += 0.018809492;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46673566103) ) ) {
          result[0] += 0.030482167;
        } else {
          result[0] += 0.010839546;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0036504187;
        } else {
          result[0] += 0.01112274;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.95698022842) ) ) {
          result[0] += 0.0011016238;
        } else {
          result[0] += -0.044522643;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7157894969) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)216) ) ) {
          result[0] += 0.027786551;
        } else {
          result[0] += 0.008929114;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
          result[0] += -0.0041182586;
        } else {
          result[0] += -0.025309542;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15796281397) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          result[0] += -0.044522446;
        } else {
          result[0] += -0.021519875;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += -0.0063492283;
        } else {
          result[0] += -0.025720924;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81143504381) ) ) {
        result[0] += -0.055763513;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.001061486;
        } else {
          result[0] += 0.014635316;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.00068404776;
        } else {
          result[0] += 0.01643684;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.019790754;
        } else {
          result[0] += 0.006845256;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.72676819563) ) ) {
          result[0] += -0.08201073;
        } else {
          result[0] += 0.018462857;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54663997889) ) ) {
          result[0] += 0.028240383;
        } else {
          result[0] += 0.010964216;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.0012370822;
        } else {
          result[0] += -0.013346316;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.014010242;
        } else {
          result[0] += -0.011273562;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3888888359) ) ) {
          result[0] += 0.0024815777;
        } else {
          result[0] += 0.010057256;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.030156935;
        } else {
          result[0] += 0.022026015;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)365) ) ) {
      result[0] += 0.048603114;
    } else {
      result[0] += 0.016146177;
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57944726944) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)404) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.034653466195) ) ) {
          result[0] += 0.0063578296;
        } else {
          result[0] += -0.008064596;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)876) ) ) {
          result[0] += -0.03707984;
        } else {
          result[0] += 1.1076262e-05;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)81) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
          result[0] += -0.03853963;
        } else {
          result[0] += 0.021478344;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
          result[0] += 0.015819041;
        } else {
          result[0] += -0.0053742453;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.00070339796;
        } else {
          result[0] += 0.0071267397;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += -0.021688621;
        } else {
          result[0] += 0.010223272;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)174) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)159) ) ) {
          result[0] += 0.009263053;
        } else {
          result[0] += -0.032414224;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)428) ) ) {
          result[0] += 0.023322845;
        } else {
          result[0] += -0.0067799673;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1415997744) ) ) {
          result[0] += -0.05457859;
        } else {
          result[0] += -0.0038933137;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)39) ) ) {
          result[0] += 0.016838701;
        } else {
          result[0] += 0.0011680844;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)212) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0074802153;
        } else {
          result[0] += 0.046078477;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)222) ) ) {
          result[0] += -0.099542454;
        } else {
          result[0] += -0.022945326;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40854945779) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81143504381) ) ) {
        result[0] += 0.027267769;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51811027527) ) ) {
          result[0] += -0.028371362;
        } else {
          result[0] += -0.014533207;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)69) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)59) ) ) {
          result[0] += 0.010795146;
        } else {
          result[0] += -0.00045463545;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20117163658) ) ) {
          result[0] += 0.009225052;
        } else {
          result[0] += 0.022408765;
        }
      }
    }
  }
}

