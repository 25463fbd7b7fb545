
#include "header.h"

void predict_unit1(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78571426868) ) ) {
          result[0] += -0.01625413;
        } else {
          result[0] += -0.00049418805;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0007617314;
        } else {
          result[0] += 0.0032251917;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)78) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
          result[0] += -0.0075868773;
        } else {
          result[0] += 0.0150354225;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)212) ) ) {
          result[0] += -0.018711342;
        } else {
          result[0] += -0.06126978;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)69) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          result[0] += 0.018768668;
        } else {
          result[0] += -0.0027233043;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9705882072) ) ) {
          result[0] += 0.026288996;
        } else {
          result[0] += 0.01061008;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)202) ) ) {
          result[0] += 0.01919521;
        } else {
          result[0] += -0.020699432;
        }
      } else {
        result[0] += -0.025199551;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2861776948) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0060116923;
        } else {
          result[0] += 0.0030398213;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)699) ) ) {
          result[0] += 0.0010422809;
        } else {
          result[0] += 0.018265205;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25936895609) ) ) {
          result[0] += -0.010999734;
        } else {
          result[0] += -0.08123525;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3670885563) ) ) {
          result[0] += 0.004240881;
        } else {
          result[0] += 0.025586843;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)424) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.004181461;
        } else {
          result[0] += -0.02051563;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
          result[0] += 0.027611295;
        } else {
          result[0] += 0.003754664;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
          result[0] += -0.00924917;
        } else {
          result[0] += 0.045695487;
        }
      } else {
        result[0] += -0.06173405;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10191946477) ) ) {
          result[0] += -0.06797601;
        } else {
          result[0] += -0.02130297;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.019519375637) ) ) {
          result[0] += -0.048544798;
        } else {
          result[0] += 0.047950532;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4447593689) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += -0.04321777;
        } else {
          result[0] += -0.010680585;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += 7.5533724e-05;
        } else {
          result[0] += -0.0107554095;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.056902591139) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.0025804506;
        } else {
          result[0] += 0.007923764;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          result[0] += -0.0035048572;
        } else {
          result[0] += 0.02131853;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
          result[0] += 0.004977826;
        } else {
          result[0] += 0.035694163;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.08298330754) ) ) {
          result[0] += 0.011184046;
        } else {
          result[0] += 0.0019054635;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27613323927) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)122) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0049243392;
        } else {
          result[0] += -0.02254128;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0052929553;
        } else {
          result[0] += -0.062947094;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0053689475;
        } else {
          result[0] += -0.014190646;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)638) ) ) {
          result[0] += 0.005402237;
        } else {
          result[0] += -0.03982612;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.0009345636;
        } else {
          result[0] += -0.005428191;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)134) ) ) {
          result[0] += 0.005097741;
        } else {
          result[0] += 0.016762303;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.59318906069) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
          result[0] += 0.015723435;
        } else {
          result[0] += -0.015903447;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.057007093;
        } else {
          result[0] += 0.02235359;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1108) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)313) ) ) {
          result[0] += 3.439858e-05;
        } else {
          result[0] += 0.01080129;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1491) ) ) {
          result[0] += -0.040890932;
        } else {
          result[0] += 0.0104556875;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)215) ) ) {
          result[0] += 9.045864e-05;
        } else {
          result[0] += 0.048090134;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.0148051595;
        } else {
          result[0] += 0.071967416;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)46) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34923353791) ) ) {
          result[0] += 0.07438972;
        } else {
          result[0] += 0.004338972;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.021557242;
        } else {
          result[0] += 0.0028842564;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)398) ) ) {
          result[0] += 0.008183996;
        } else {
          result[0] += 0.05054049;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)189) ) ) {
          result[0] += -0.025113467;
        } else {
          result[0] += 0.006122211;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1935339272) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36991736293) ) ) {
          result[0] += -0.07035382;
        } else {
          result[0] += -0.014619879;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)14) ) ) {
          result[0] += 0.031774353;
        } else {
          result[0] += -0.0043151276;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          result[0] += -0.0020001025;
        } else {
          result[0] += 0.0026612598;
        }
      } else {
        result[0] += -0.05560366;
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)39) ) ) {
          result[0] += 0.0037003912;
        } else {
          result[0] += -0.015265237;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51734656096) ) ) {
          result[0] += 0.016703716;
        } else {
          result[0] += 0.04299894;
        }
      }
    } else {
      result[0] += 0.041072015;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1348245144) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
        result[0] += -0.00077450625;
      } else {
        result[0] += -0.044501055;
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.076923079789) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0012003831;
        } else {
          result[0] += -0.013604472;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += 0.0014275698;
        } else {
          result[0] += -0.031902246;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)36) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7495740056) ) ) {
          result[0] += 0.04428228;
        } else {
          result[0] += 0.010296024;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1032) ) ) {
          result[0] += 0.049738403;
        } else {
          result[0] += 0.0076171057;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.002408875;
        } else {
          result[0] += 0.010590864;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)527) ) ) {
          result[0] += -0.016202694;
        } else {
          result[0] += -0.00026675558;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.003718577;
        } else {
          result[0] += -0.020421816;
        }
      } else {
        result[0] += -0.0742821;
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)32) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.008862953;
        } else {
          result[0] += 0.03351187;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          result[0] += 0.0019488841;
        } else {
          result[0] += -0.0052743703;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3908629417) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)893) ) ) {
          result[0] += 0.0015948892;
        } else {
          result[0] += 0.013191248;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4545454979) ) ) {
          result[0] += 0.01657144;
        } else {
          result[0] += 0.008477936;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
          result[0] += -0.015354084;
        } else {
          result[0] += -0.092264906;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.012663776;
        } else {
          result[0] += 0.015910372;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7495740056) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)495) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)320) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3305928707) ) ) {
          result[0] += -0.02014021;
        } else {
          result[0] += -0.00072128436;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)186) ) ) {
          result[0] += -0.048573676;
        } else {
          result[0] += -0.007257773;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)837) ) ) {
        result[0] += 0.034017816;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0067584305;
        } else {
          result[0] += 0.03347314;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028791759163) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
          result[0] += -0.0048767277;
        } else {
          result[0] += -0.040400125;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.006144192;
        } else {
          result[0] += -0.008118185;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0072509865;
        } else {
          result[0] += 0.03692504;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.002436653;
        } else {
          result[0] += -0.005228107;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.051658787;
        } else {
          result[0] += -0.0013159508;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.011711393;
        } else {
          result[0] += -0.061042067;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += -0.025952404;
        } else {
          result[0] += 0.0031880166;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)287) ) ) {
          result[0] += 0.01838831;
        } else {
          result[0] += 0.030911937;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
          result[0] += 0.0022430823;
        } else {
          result[0] += 0.01847303;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01754385978) ) ) {
          result[0] += -0.007546323;
        } else {
          result[0] += -0.103701256;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
        result[0] += 0.04451162;
      } else {
        result[0] += 0.017878413;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15578433871) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)117) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6146812439) ) ) {
          result[0] += -0.04142766;
        } else {
          result[0] += -0.003911126;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)57) ) ) {
          result[0] += 0.0043851524;
        } else {
          result[0] += -0.040519606;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)842) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)492) ) ) {
          result[0] += 0.0017401868;
        } else {
          result[0] += -0.02279473;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += 0.011789022;
        } else {
          result[0] += 0.030533835;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
          result[0] += -0.008143877;
        } else {
          result[0] += 0.03180598;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0004839742;
        } else {
          result[0] += 0.011420424;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0072251083;
        } else {
          result[0] += -0.036380805;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.037884187;
        } else {
          result[0] += 0.008675556;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41429674625) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)122) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.006359865;
        } else {
          result[0] += -0.028750608;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0071339235;
        } else {
          result[0] += -0.061967593;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0035737131;
        } else {
          result[0] += -0.012164327;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.025484381;
        } else {
          result[0] += -0.033169717;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1266) ) ) {
          result[0] += -0.00037269588;
        } else {
          result[0] += 0.0072372304;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.008066016;
        } else {
          result[0] += -0.02572313;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.56983464956) ) ) {
          result[0] += 0.014049378;
        } else {
          result[0] += 0.004813537;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.02417561;
        } else {
          result[0] += 0.014068353;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028791759163) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2365591526) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)91) ) ) {
          result[0] += -0.006880504;
        } else {
          result[0] += -0.0010627189;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
          result[0] += 0.0027388574;
        } else {
          result[0] += 0.014372437;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7692307234) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.2850626111) ) ) {
          result[0] += -0.07804655;
        } else {
          result[0] += -0.0089278845;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
          result[0] += -0.0028083194;
        } else {
          result[0] += -0.03703685;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9705882072) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8701298237) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.055555555969) ) ) {
          result[0] += 0.0020502012;
        } else {
          result[0] += -0.014928606;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
          result[0] += 0.0001887523;
        } else {
          result[0] += -0.051234096;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)88) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.012861363;
        } else {
          result[0] += 0.0064786407;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)138) ) ) {
          result[0] += 0.025640307;
        } else {
          result[0] += 0.014825068;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2861776948) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0013419959;
        } else {
          result[0] += -0.0068632104;
        }
      } else {
        result[0] += 0.05093443;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)581) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.0032550436;
        } else {
          result[0] += -0.009568588;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.0055522895;
        } else {
          result[0] += 0.045298934;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3908629417) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 7.405469e-06;
        } else {
          result[0] += -0.009832601;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += -0.0063735084;
        } else {
          result[0] += 0.006324438;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.040404278785) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13206097484) ) ) {
          result[0] += 0.022592418;
        } else {
          result[0] += 0.014791615;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)296) ) ) {
          result[0] += 0.00484623;
        } else {
          result[0] += -0.019268328;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          result[0] += 0.0005184998;
        } else {
          result[0] += 0.037693013;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
          result[0] += -0.022571817;
        } else {
          result[0] += 0.009091123;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)36) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          result[0] += 0.02732125;
        } else {
          result[0] += -0.018871859;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)183) ) ) {
          result[0] += -0.020695036;
        } else {
          result[0] += -0.0017490339;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)8246) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2381) ) ) {
          result[0] += 0.013754628;
        } else {
          result[0] += 0.0013728455;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1404055804) ) ) {
          result[0] += 0.020821808;
        } else {
          result[0] += 0.043185312;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)57) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.012499597;
        } else {
          result[0] += -0.008186308;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.039827053;
        } else {
          result[0] += -0.0011042597;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)581) ) ) {
          result[0] += -0.0052890754;
        } else {
          result[0] += -0.021878429;
        }
      } else {
        result[0] += -0.06779059;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2716841698) ) ) {
        result[0] += -0.003173224;
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)160) ) ) {
          result[0] += 0.01936827;
        } else {
          result[0] += 0.033074733;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1468) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += -0.00018107206;
        } else {
          result[0] += -0.0065750736;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0007990921;
        } else {
          result[0] += 0.025713498;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9517609477) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)8246) ) ) {
          result[0] += 0.008986115;
        } else {
          result[0] += 0.03039064;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)26) ) ) {
          result[0] += -0.046196114;
        } else {
          result[0] += 0.0019817806;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.05273674;
        } else {
          result[0] += -0.0006148896;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
          result[0] += -0.010055146;
        } else {
          result[0] += 0.0029390298;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32147076726) ) ) {
          result[0] += 0.006919262;
        } else {
          result[0] += 0.031469587;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0007806082;
        } else {
          result[0] += -0.003550921;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
        result[0] += 0.05341343;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)223) ) ) {
          result[0] += 0.01972028;
        } else {
          result[0] += 0.03793584;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += -0.0029165295;
      } else {
        result[0] += 0.025565544;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.04712925;
        } else {
          result[0] += 0.0015570652;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4545454979) ) ) {
          result[0] += -0.0020798831;
        } else {
          result[0] += -0.018877022;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
          result[0] += -0.032635506;
        } else {
          result[0] += -0.007873158;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.058440167;
        } else {
          result[0] += 0.0077362047;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0047118645;
        } else {
          result[0] += -0.019118255;
        }
      } else {
        result[0] += -0.050139576;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.017899735;
        } else {
          result[0] += 0.0304564;
        }
      } else {
        result[0] += -0.044875022;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2206) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.0035625224;
        } else {
          result[0] += 0.00090815633;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)40) ) ) {
          result[0] += 0.010855833;
        } else {
          result[0] += -0.012694589;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2381) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.64596277475) ) ) {
          result[0] += 0.019096976;
        } else {
          result[0] += 0.03638537;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)6428) ) ) {
          result[0] += 0.00515853;
        } else {
          result[0] += 0.021646922;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
          result[0] += -0.014168153;
        } else {
          result[0] += 0.009127654;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)620) ) ) {
          result[0] += 0.028426189;
        } else {
          result[0] += 0.013342964;
        }
      }
    } else {
      result[0] += -0.07404048;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.0010256701;
        } else {
          result[0] += -0.016025202;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)52) ) ) {
          result[0] += 0.00055562484;
        } else {
          result[0] += 0.013260201;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)110) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0032144957;
        } else {
          result[0] += 0.009989639;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)257) ) ) {
          result[0] += 0.00017095197;
        } else {
          result[0] += -0.029336995;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
          result[0] += -0.000235818;
        } else {
          result[0] += 0.0109359985;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)121) ) ) {
          result[0] += -0.11334795;
        } else {
          result[0] += -0.0012049141;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)38) ) ) {
          result[0] += 0.047177076;
        } else {
          result[0] += 0.1115157;
        }
      } else {
        result[0] += 0.0034036753;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.077777780592) ) ) {
          result[0] += 0.0008440643;
        } else {
          result[0] += -0.014584134;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)182) ) ) {
          result[0] += -0.0050722263;
        } else {
          result[0] += 0.0060381116;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.051534429193) ) ) {
          result[0] += 0.013836801;
        } else {
          result[0] += -0.019405952;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
          result[0] += 0.014117888;
        } else {
          result[0] += 0.00018774046;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
          result[0] += 0.00764898;
        } else {
          result[0] += 0.023909071;
        }
      } else {
        result[0] += -0.06543128;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
        result[0] += -0.08680605;
      } else {
        result[0] += -0.022255016;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.00041625687;
        } else {
          result[0] += -0.02023169;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += -0.0079053;
        } else {
          result[0] += -0.026553033;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)280) ) ) {
          result[0] += 0.014036498;
        } else {
          result[0] += 0.047831364;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)53) ) ) {
          result[0] += -0.0378525;
        } else {
          result[0] += 0.0059424154;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6146812439) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)75) ) ) {
        result[0] += -0.050516576;
      } else {
        result[0] += -0.0008666762;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0974392891) ) ) {
          result[0] += 0.019880643;
        } else {
          result[0] += 0.00216542;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += 0.027476523;
        } else {
          result[0] += -0.0074736117;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43225738406) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38851645589) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.035205662;
        } else {
          result[0] += -0.005487257;
        }
      } else {
        result[0] += -0.061933566;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6146812439) ) ) {
          result[0] += 0.022543184;
        } else {
          result[0] += 0.0011932071;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)33) ) ) {
          result[0] += 0.011405863;
        } else {
          result[0] += -0.0029609397;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)436) ) ) {
          result[0] += 0.004357389;
        } else {
          result[0] += 0.012624477;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
          result[0] += -0.0015437017;
        } else {
          result[0] += -0.050670665;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)620) ) ) {
          result[0] += -0.02756407;
        } else {
          result[0] += 0.005727989;
        }
      } else {
        result[0] += -0.07137769;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 7.2843395e-05;
        } else {
          result[0] += -0.005443847;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
          result[0] += -0.049576785;
        } else {
          result[0] += 0.0072018052;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19981086254) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.58517581224) ) ) {
          result[0] += -0.011128576;
        } else {
          result[0] += 0.022975944;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
          result[0] += -0.0051144375;
        } else {
          result[0] += 0.013411711;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)330) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76335465908) ) ) {
          result[0] += -0.0048870756;
        } else {
          result[0] += -0.060023572;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.753436327) ) ) {
          result[0] += 0.0070794993;
        } else {
          result[0] += -0.030309355;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19343692064) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.025881482;
        } else {
          result[0] += 0.0057863994;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4533264637) ) ) {
          result[0] += -0.015692744;
        } else {
          result[0] += 0.01582593;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2138) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += -9.476046e-05;
        } else {
          result[0] += -0.0051766597;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70123791695) ) ) {
          result[0] += 0.03214806;
        } else {
          result[0] += 0.0076050772;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.56983464956) ) ) {
          result[0] += 0.011795649;
        } else {
          result[0] += -0.00053438003;
        }
      } else {
        result[0] += -0.054725725;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.003409868;
        } else {
          result[0] += 0.035308596;
        }
      } else {
        result[0] += -0.090738885;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.060569424182) ) ) {
          result[0] += 0.10540668;
        } else {
          result[0] += 0.031742707;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41429674625) ) ) {
          result[0] += -0.03392303;
        } else {
          result[0] += 0.01340232;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.048214942;
        } else {
          result[0] += -0.022042142;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8247422576) ) ) {
          result[0] += -0.00087193085;
        } else {
          result[0] += 0.0037353896;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)59) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0017590022;
        } else {
          result[0] += 0.0098459115;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.014570666;
        } else {
          result[0] += 0.0111504225;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
      result[0] += -0.046321716;
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)4370) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.008761234;
        } else {
          result[0] += -0.009847256;
        }
      } else {
        result[0] += -0.034777563;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.0017939111;
        } else {
          result[0] += 0.008318824;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)232) ) ) {
          result[0] += 0.004225512;
        } else {
          result[0] += -0.0034223858;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.72892326117) ) ) {
          result[0] += -0.00040367548;
        } else {
          result[0] += -0.06980962;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.68280744553) ) ) {
          result[0] += -0.023600636;
        } else {
          result[0] += 0.01408537;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.48705726862) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0093944175;
        } else {
          result[0] += 0.019168545;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          result[0] += -0.0056195688;
        } else {
          result[0] += 0.009770312;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
        result[0] += -0.022351356;
      } else {
        result[0] += -0.080586396;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8247422576) ) ) {
          result[0] += -0.00089147885;
        } else {
          result[0] += 0.004246692;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)59) ) ) {
          result[0] += 0.0034555353;
        } else {
          result[0] += -0.009402437;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)580) ) ) {
          result[0] += 0.025876472;
        } else {
          result[0] += 0.0040411665;
        }
      } else {
        result[0] += 0.03083384;
      }
    }
  } else {
    result[0] += -0.05974559;
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083333335817) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
          result[0] += -0.0044948105;
        } else {
          result[0] += -0.00024092081;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.080379873514) ) ) {
          result[0] += 0.011059228;
        } else {
          result[0] += 0.0018368367;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14627604187) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)386) ) ) {
          result[0] += -0.008380465;
        } else {
          result[0] += 0.022917766;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11111111194) ) ) {
          result[0] += -0.040881936;
        } else {
          result[0] += -0.010554452;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
          result[0] += 0.023441873;
        } else {
          result[0] += 0.009623283;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.01160566;
        } else {
          result[0] += 0.010524801;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        result[0] += -0.09615419;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
          result[0] += 0.030531153;
        } else {
          result[0] += 0.008388928;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4447593689) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1269) ) ) {
          result[0] += -0.03035448;
        } else {
          result[0] += -0.065731935;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.45689958334) ) ) {
          result[0] += -0.0006902855;
        } else {
          result[0] += -0.04805125;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
          result[0] += -0.014359543;
        } else {
          result[0] += 0.006426614;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18959741294) ) ) {
          result[0] += -0.0053768507;
        } else {
          result[0] += 0.0092265075;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4666666985) ) ) {
          result[0] += -0.00043456032;
        } else {
          result[0] += 0.013239659;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
          result[0] += -0.00088005466;
        } else {
          result[0] += -0.030706653;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3908629417) ) ) {
          result[0] += 0.00047211433;
        } else {
          result[0] += 0.0078113857;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)78) ) ) {
          result[0] += 0.00782304;
        } else {
          result[0] += 0.02694017;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1561) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.00029645007;
        } else {
          result[0] += -0.052778848;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.0021034672;
        } else {
          result[0] += -0.028837783;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9122505784) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1580) ) ) {
          result[0] += 0.031132592;
        } else {
          result[0] += 0.0066127772;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)190) ) ) {
          result[0] += -0.03524224;
        } else {
          result[0] += -0.0053620813;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0052083334886) ) ) {
        result[0] += -0.041829724;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22958435118) ) ) {
          result[0] += 0.00627952;
        } else {
          result[0] += -0.016780024;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0052083334886) ) ) {
          result[0] += 0.036850706;
        } else {
          result[0] += 0.02078094;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += -0.015923126;
        } else {
          result[0] += 0.0070693516;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
          result[0] += -0.00075315626;
        } else {
          result[0] += -0.027354924;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40705054998) ) ) {
          result[0] += -0.014557937;
        } else {
          result[0] += 0.0066497438;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += 0.05027604;
      } else {
        result[0] += 0.012639341;
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.017741038;
        } else {
          result[0] += 0.048670456;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)461) ) ) {
          result[0] += 0.0025738177;
        } else {
          result[0] += 0.036567546;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
        result[0] += -0.03890003;
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.011777659;
        } else {
          result[0] += -0.019627744;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0381009579) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          result[0] += -0.011356852;
        } else {
          result[0] += -0.04226467;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81233149767) ) ) {
          result[0] += 0.030538505;
        } else {
          result[0] += -0.0012076878;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.68280744553) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.004898644;
        } else {
          result[0] += -0.08927983;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5562363863) ) ) {
          result[0] += 0.06087004;
        } else {
          result[0] += -0.021122796;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.00057836034;
        } else {
          result[0] += 0.0071940566;
        }
      } else {
        result[0] += -0.0505817;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31068354845) ) ) {
          result[0] += 0.02751725;
        } else {
          result[0] += 0.013028577;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += 0.00923419;
        } else {
          result[0] += -0.005487786;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.72892326117) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          result[0] += -0.0009576466;
        } else {
          result[0] += 0.004928007;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.012179177;
        } else {
          result[0] += -0.017236633;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)492) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          result[0] += 0.0009363733;
        } else {
          result[0] += -0.013572836;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          result[0] += 0.023368038;
        } else {
          result[0] += 0.0009382588;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          result[0] += 0.0061039138;
        } else {
          result[0] += -0.006484333;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)223) ) ) {
          result[0] += 0.029707557;
        } else {
          result[0] += 0.0061950367;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)211) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.036619823;
        } else {
          result[0] += 0.0054459265;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)292) ) ) {
          result[0] += -0.016909685;
        } else {
          result[0] += 0.01846942;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)4370) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2206) ) ) {
          result[0] += 0.00024880414;
        } else {
          result[0] += 0.013880904;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1935339272) ) ) {
          result[0] += -0.06278779;
        } else {
          result[0] += -0.026005043;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4883720875) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.71234977245) ) ) {
          result[0] += -0.03053709;
        } else {
          result[0] += -0.0003621536;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.06669848;
        } else {
          result[0] += 0.010476986;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73248594999) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          result[0] += 0.062207647;
        } else {
          result[0] += 0.028215066;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)249) ) ) {
          result[0] += -0.018245399;
        } else {
          result[0] += 0.018103791;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)398) ) ) {
          result[0] += 0.005070651;
        } else {
          result[0] += 0.041715488;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)252) ) ) {
          result[0] += -0.06499523;
        } else {
          result[0] += 0.00080282474;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.085590451956) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.018358095;
        } else {
          result[0] += 0.033145886;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.034685842693) ) ) {
          result[0] += 0.029188657;
        } else {
          result[0] += -0.007745663;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13026212156) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.031920377165) ) ) {
          result[0] += 0.004930451;
        } else {
          result[0] += -0.018890126;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.95238095522) ) ) {
          result[0] += 0.021226157;
        } else {
          result[0] += -0.00025902165;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)22) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7495740056) ) ) {
          result[0] += 0.048037406;
        } else {
          result[0] += 0.0076105306;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)620) ) ) {
          result[0] += 0.0313612;
        } else {
          result[0] += 0.04910071;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += 0.0005546605;
        } else {
          result[0] += -0.004996006;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += -0.002200567;
        } else {
          result[0] += 0.012515942;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028791759163) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50186669827) ) ) {
          result[0] += -0.017377779;
        } else {
          result[0] += -0.0060608047;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          result[0] += 0.0026197159;
        } else {
          result[0] += -0.01684968;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)36) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.008296793;
        } else {
          result[0] += 0.032128792;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0011692122;
        } else {
          result[0] += -0.006604124;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0015113078;
        } else {
          result[0] += 0.004338357;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3003321588) ) ) {
          result[0] += 0.014388469;
        } else {
          result[0] += 0.002216278;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
          result[0] += -0.010623808;
        } else {
          result[0] += -0.081668764;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)378) ) ) {
          result[0] += -0.011225562;
        } else {
          result[0] += 0.022386996;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.0009555098;
        } else {
          result[0] += -0.004720369;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)28) ) ) {
          result[0] += 0.012886937;
        } else {
          result[0] += -0.005119233;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)25) ) ) {
          result[0] += 0.012503273;
        } else {
          result[0] += 0.0025681925;
        }
      } else {
        result[0] += 0.031958025;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
          result[0] += 0.0020099035;
        } else {
          result[0] += 0.013599768;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
          result[0] += 0.03238962;
        } else {
          result[0] += 0.006555387;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01754385978) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.02035679;
        } else {
          result[0] += 0.012027151;
        }
      } else {
        result[0] += -0.08103714;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21538461745) ) ) {
          result[0] += -0.042283;
        } else {
          result[0] += -0.010865153;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += 0.02860838;
        } else {
          result[0] += 0.0025373287;
        }
      }
    } else {
      result[0] += -0.08211785;
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.0004787047;
        } else {
          result[0] += -0.013972445;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88461536169) ) ) {
          result[0] += -0.00063297886;
        } else {
          result[0] += -0.020625364;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)575) ) ) {
          result[0] += 0.019198654;
        } else {
          result[0] += 0.0070331427;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.009532787;
        } else {
          result[0] += 0.0090208985;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5562363863) ) ) {
        result[0] += -0.05724886;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
          result[0] += -0.024528075;
        } else {
          result[0] += 0.0058572395;
        }
      }
    } else {
      result[0] += -0.076303445;
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.00018600617;
        } else {
          result[0] += -0.009382184;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58139532804) ) ) {
          result[0] += -0.0014858193;
        } else {
          result[0] += -0.017902149;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67605632544) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)53) ) ) {
          result[0] += -0.005300769;
        } else {
          result[0] += 0.006390348;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4533264637) ) ) {
          result[0] += 0.01962235;
        } else {
          result[0] += -0.0011801857;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)26) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
          result[0] += -0.0030024599;
        } else {
          result[0] += 0.014011862;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14440071583) ) ) {
          result[0] += -0.008016455;
        } else {
          result[0] += 0.021887241;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0009884665;
        } else {
          result[0] += -0.0054022237;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008746355772) ) ) {
          result[0] += 0.004369445;
        } else {
          result[0] += 0.037313607;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
      result[0] += -0.03291333;
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.028743675;
        } else {
          result[0] += -0.011594054;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
          result[0] += -0.016119096;
        } else {
          result[0] += 0.006719836;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34000000358) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.64596277475) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.29520231485) ) ) {
          result[0] += -0.005984253;
        } else {
          result[0] += -0.023277469;
        }
      } else {
        result[0] += 0.032405984;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27613323927) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89655172825) ) ) {
          result[0] += -0.017655253;
        } else {
          result[0] += 0.0025968822;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.0024364125;
        } else {
          result[0] += 0.017107464;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.2850626111) ) ) {
          result[0] += 0.026915152;
        } else {
          result[0] += 0.004933805;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76335465908) ) ) {
          result[0] += -0.06311956;
        } else {
          result[0] += -0.0046273614;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += 0.00040789778;
        } else {
          result[0] += -0.007260993;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9122505784) ) ) {
          result[0] += 0.009554534;
        } else {
          result[0] += -0.06063604;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.004952154588) ) ) {
        result[0] += -0.00786919;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25936895609) ) ) {
          result[0] += -0.061109163;
        } else {
          result[0] += -0.020291409;
        }
      }
    } else {
      result[0] += 0.010062589;
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)22) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.069031566381) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0053318157;
        } else {
          result[0] += -0.054489978;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
          result[0] += 0.011739588;
        } else {
          result[0] += 0.027601495;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.0007744387;
        } else {
          result[0] += 0.006515032;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0034702977;
        } else {
          result[0] += 0.016597157;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)20) ) ) {
          result[0] += -0.001485492;
        } else {
          result[0] += -0.0514339;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63855808973) ) ) {
          result[0] += -0.056522127;
        } else {
          result[0] += -0.009491086;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)32) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0024820378;
        } else {
          result[0] += 0.015462661;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0018216629;
        } else {
          result[0] += -0.0016126132;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75874221325) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.041029476;
      } else {
        result[0] += 0.022303792;
      }
    } else {
      result[0] += 0.0060497914;
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.00056795334;
        } else {
          result[0] += 0.007927731;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)85) ) ) {
          result[0] += -0.037790768;
        } else {
          result[0] += -0.004122834;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.0054995986;
        } else {
          result[0] += 0.076015845;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.07353485;
        } else {
          result[0] += -0.012100152;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)438) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.01731731;
        } else {
          result[0] += 0.040159065;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.047409322;
        } else {
          result[0] += 0.020403147;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.004287926;
        } else {
          result[0] += 0.01920676;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)554) ) ) {
          result[0] += -0.033521038;
        } else {
          result[0] += 0.0021291694;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
          result[0] += -0.0027938348;
        } else {
          result[0] += -0.02859881;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
          result[0] += -0.00030893018;
        } else {
          result[0] += 0.0069212625;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)44) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)38) ) ) {
          result[0] += 0.011243767;
        } else {
          result[0] += 0.07024848;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.026695428;
        } else {
          result[0] += 0.0056745782;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
          result[0] += 0.0031575046;
        } else {
          result[0] += 0.013229583;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3942809701) ) ) {
          result[0] += 0.043020856;
        } else {
          result[0] += 0.0077794516;
        }
      }
    } else {
      result[0] += -0.034467388;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21538461745) ) ) {
          result[0] += -0.03510315;
        } else {
          result[0] += -0.00795831;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.00093385385;
        } else {
          result[0] += 0.024897808;
        }
      }
    } else {
      result[0] += -0.07242572;
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0008452939;
        } else {
          result[0] += -0.016290594;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014388489537) ) ) {
          result[0] += -0.0049715037;
        } else {
          result[0] += 0.0076119252;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
          result[0] += 0.0024707185;
        } else {
          result[0] += -0.0033077386;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.024972817;
        } else {
          result[0] += 0.0014137053;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3003321588) ) ) {
          result[0] += -0.0021398037;
        } else {
          result[0] += 0.001346498;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)482) ) ) {
          result[0] += -0.004294229;
        } else {
          result[0] += 0.017874897;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.0024600278;
        } else {
          result[0] += -0.046724193;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
          result[0] += 0.011617958;
        } else {
          result[0] += -0.02866499;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75874221325) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)83) ) ) {
        result[0] += 0.04848144;
      } else {
        result[0] += 0.028469166;
      }
    } else {
      result[0] += 0.0046209237;
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51264202595) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.049177054;
        } else {
          result[0] += 0.0021023809;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37576910853) ) ) {
          result[0] += -0.0070443577;
        } else {
          result[0] += 0.014892898;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6146812439) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.025824431;
        } else {
          result[0] += 0.007842997;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0974392891) ) ) {
          result[0] += -0.023876606;
        } else {
          result[0] += 0.0015011241;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.023255813867) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.014925372787) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)20) ) ) {
          result[0] += 0.014484845;
        } else {
          result[0] += -0.0012838047;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0011087098;
        } else {
          result[0] += 0.066361;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.026666667312) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.005925604;
        } else {
          result[0] += -0.026295368;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11111111194) ) ) {
          result[0] += 0.012553401;
        } else {
          result[0] += -0.006603271;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50186669827) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1331) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.010031576;
        } else {
          result[0] += 0.03364203;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.05428461;
        } else {
          result[0] += -7.3230905e-05;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.38740494847) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.008043788;
        } else {
          result[0] += 0.04601015;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32529142499) ) ) {
          result[0] += -0.015220687;
        } else {
          result[0] += -0.0012723833;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          result[0] += 0.0005953881;
        } else {
          result[0] += 0.009609397;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.79794096947) ) ) {
          result[0] += -0.0038114996;
        } else {
          result[0] += -0.064030245;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)241) ) ) {
          result[0] += -0.024808614;
        } else {
          result[0] += -0.07346785;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
          result[0] += -0.0051713414;
        } else {
          result[0] += 0.015668971;
        }
      }
    }
  }
}

