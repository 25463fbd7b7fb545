
#include "header.h"

void predict_unit3(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.80819016695) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          result[0] += -0.0049990504;
        } else {
          result[0] += 0.089747004;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          result[0] += -0.023633309;
        } else {
          result[0] += 0.0059955027;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.023856966;
        } else {
          result[0] += -0.003414698;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.79492044449) ) ) {
          result[0] += -0.0019457964;
        } else {
          result[0] += 0.004062298;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025000000373) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1147) ) ) {
          result[0] += 0.008193848;
        } else {
          result[0] += -0.0057884953;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.038386874;
        } else {
          result[0] += -0.00029538936;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0089244843) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
          result[0] += -0.00026738388;
        } else {
          result[0] += 0.0061324122;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.08337152) ) ) {
          result[0] += -0.040250886;
        } else {
          result[0] += -0.0047973823;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4165853262) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544719458) ) ) {
          result[0] += -0.01900442;
        } else {
          result[0] += -0.0011223829;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
          result[0] += 0.014058339;
        } else {
          result[0] += 0.0004841363;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
          result[0] += -0.010546673;
        } else {
          result[0] += 0.013615278;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)371) ) ) {
          result[0] += 0.0015998315;
        } else {
          result[0] += -0.019443488;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          result[0] += -0.0030678525;
        } else {
          result[0] += -0.01961811;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.91808855534) ) ) {
          result[0] += -0.024008466;
        } else {
          result[0] += 0.0043587354;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068787813) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
          result[0] += 0.013429575;
        } else {
          result[0] += 0.028412117;
        }
      } else {
        result[0] += -0.009272452;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += -0.0005658314;
        } else {
          result[0] += -0.011382322;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3095238209) ) ) {
          result[0] += 0.006021524;
        } else {
          result[0] += 0.03376312;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
          result[0] += -0.037121285;
        } else {
          result[0] += 0.014642621;
        }
      } else {
        result[0] += -0.04967786;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.025910081342) ) ) {
          result[0] += -0.006721458;
        } else {
          result[0] += 0.020089446;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85416668653) ) ) {
          result[0] += 0.0021791758;
        } else {
          result[0] += -0.019743634;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)757) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)107) ) ) {
          result[0] += 0.0006588284;
        } else {
          result[0] += -0.026349535;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6912016869) ) ) {
          result[0] += -0.024106855;
        } else {
          result[0] += 0.0045171822;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2307692766) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792880297) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
          result[0] += -0.0013396981;
        } else {
          result[0] += -0.015532932;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
          result[0] += -0.00036015522;
        } else {
          result[0] += 0.017292963;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38638883829) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.041951220483) ) ) {
          result[0] += 0.0043266295;
        } else {
          result[0] += -0.02032665;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += -0.011319154;
        } else {
          result[0] += 0.011611204;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43345278502) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51987284422) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.78303033113) ) ) {
          result[0] += 0.022955561;
        } else {
          result[0] += -0.0017929102;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3670885563) ) ) {
          result[0] += 0.043025002;
        } else {
          result[0] += 0.01950547;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997429729) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7373737097) ) ) {
          result[0] += -0.067028806;
        } else {
          result[0] += -0.009306452;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3746728003) ) ) {
          result[0] += 0.039462257;
        } else {
          result[0] += 0.0023769524;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)131) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          result[0] += 0.0010788514;
        } else {
          result[0] += -0.017323358;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += 0.008660878;
        } else {
          result[0] += -0.020453742;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += 0.011097359;
        } else {
          result[0] += 0.02893739;
        }
      } else {
        result[0] += -0.011146071;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.0011269775;
        } else {
          result[0] += 0.0032210387;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
          result[0] += -0.0362501;
        } else {
          result[0] += -0.006758023;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.0034405568;
        } else {
          result[0] += -0.037851047;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.006514039;
        } else {
          result[0] += -0.056960296;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 8.337678e-05;
        } else {
          result[0] += -0.042627614;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89090824127) ) ) {
          result[0] += -0.0061077527;
        } else {
          result[0] += 0.0027364045;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.007804878056) ) ) {
          result[0] += 0.013118963;
        } else {
          result[0] += -0.006885554;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6912016869) ) ) {
          result[0] += -0.02535584;
        } else {
          result[0] += -0.044500142;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0033044105;
        } else {
          result[0] += -0.013533597;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.75119161606) ) ) {
          result[0] += 0.01502522;
        } else {
          result[0] += -0.0011942702;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0075540664;
        } else {
          result[0] += 0.04252379;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003484320594) ) ) {
          result[0] += -0.05368043;
        } else {
          result[0] += -0.007382195;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.16878049076) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.07121951133) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
          result[0] += 0.00029522378;
        } else {
          result[0] += 0.0062673385;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.017351905;
        } else {
          result[0] += -0.0026773985;
        }
      }
    } else {
      result[0] += 0.04027645;
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1764706373) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011363636702) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.004378993;
        } else {
          result[0] += -0.011530247;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.013210796;
        } else {
          result[0] += 0.004619471;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
        result[0] += -0.012584253;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
          result[0] += 0.018775696;
        } else {
          result[0] += 0.03400806;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.052999451756) ) ) {
          result[0] += 0.0015425141;
        } else {
          result[0] += -0.001500209;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.0070575224;
        } else {
          result[0] += 0.0026080431;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2019) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
          result[0] += 0.0012554134;
        } else {
          result[0] += -0.011954124;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.026808947;
        } else {
          result[0] += 0.006224001;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1895875931) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1075) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
          result[0] += 0.0045741466;
        } else {
          result[0] += 0.02016449;
        }
      } else {
        result[0] += 0.00054983335;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
        result[0] += -0.007179675;
      } else {
        result[0] += 0.0027675836;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)317) ) ) {
          result[0] += 0.00018893043;
        } else {
          result[0] += 0.0046257107;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039292732254) ) ) {
          result[0] += -0.007743572;
        } else {
          result[0] += 0.0022959176;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67510050535) ) ) {
          result[0] += -0.0066413074;
        } else {
          result[0] += -0.07253188;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.020329667;
        } else {
          result[0] += -0.005411543;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.011165426113) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          result[0] += 0.025836263;
        } else {
          result[0] += 0.0010042795;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38141688704) ) ) {
          result[0] += -0.016550614;
        } else {
          result[0] += -0.05855744;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15915361047) ) ) {
          result[0] += -0.033326183;
        } else {
          result[0] += 0.048147973;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
          result[0] += -0.020027295;
        } else {
          result[0] += 0.009302254;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21534273028) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.002376964;
        } else {
          result[0] += 0.008306107;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005853658542) ) ) {
          result[0] += 0.0010441173;
        } else {
          result[0] += -0.0029392992;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.035974316;
        } else {
          result[0] += -0.0069353604;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.75119161606) ) ) {
          result[0] += -0.022616843;
        } else {
          result[0] += -0.0037107416;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89090824127) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.018716397;
        } else {
          result[0] += 0.004188629;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.002917812;
        } else {
          result[0] += -0.022503603;
        }
      }
    } else {
      result[0] += -0.032925837;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)308) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
          result[0] += -0.0016803652;
        } else {
          result[0] += 0.002065133;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
          result[0] += 0.0010153388;
        } else {
          result[0] += 0.012449485;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22020827234) ) ) {
          result[0] += -0.0027747531;
        } else {
          result[0] += -0.036312845;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
          result[0] += 0.0049293227;
        } else {
          result[0] += -0.039587956;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25063216686) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.018727392;
        } else {
          result[0] += 0.056131598;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.0068649203;
        } else {
          result[0] += -0.01593884;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8485639095) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
          result[0] += -0.010487098;
        } else {
          result[0] += 0.003071549;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.024036257;
        } else {
          result[0] += 0.012918266;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1631) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.0006551929;
        } else {
          result[0] += -0.013790363;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
          result[0] += 0.0049220347;
        } else {
          result[0] += 0.00015837894;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.030747065;
        } else {
          result[0] += -0.058414746;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.009020333;
        } else {
          result[0] += 0.022795673;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2562) ) ) {
          result[0] += 0.037796438;
        } else {
          result[0] += 0.01905493;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.0043118275;
        } else {
          result[0] += 0.011787839;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)35) ) ) {
        result[0] += -0.026399715;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1680) ) ) {
          result[0] += 0.033150382;
        } else {
          result[0] += 0.0010518631;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
          result[0] += -0.008495545;
        } else {
          result[0] += 0.01905494;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.022219876;
        } else {
          result[0] += 0.0042129946;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76344197989) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.006963718;
        } else {
          result[0] += -0.015728729;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.75119161606) ) ) {
          result[0] += -0.023824047;
        } else {
          result[0] += 0.00023445846;
        }
      }
    }
  } else {
    result[0] += -0.029168556;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.024982175;
        } else {
          result[0] += 0.04406267;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += -0.038598165;
        } else {
          result[0] += -0.017122898;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        result[0] += -0.004848923;
      } else {
        result[0] += 0.021566924;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.00043069967;
        } else {
          result[0] += 0.0052560605;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)8) ) ) {
          result[0] += -0.047567543;
        } else {
          result[0] += 0.0017266928;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
          result[0] += 0.003046934;
        } else {
          result[0] += 0.031017138;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)216) ) ) {
          result[0] += -0.016132284;
        } else {
          result[0] += -0.050997406;
        }
      }
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)20) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
          result[0] += 0.00013677849;
        } else {
          result[0] += -0.0020678919;
        }
      } else {
        if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.004987513;
        } else {
          result[0] += -0.067319475;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)133) ) ) {
          result[0] += 0.00056119554;
        } else {
          result[0] += 0.017372644;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          result[0] += 0.0006930479;
        } else {
          result[0] += 0.021587288;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.007804878056) ) ) {
          result[0] += 0.023015937;
        } else {
          result[0] += 0.046322513;
        }
      } else {
        result[0] += -0.00024158915;
      }
    } else {
      result[0] += 0.0018102123;
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
          result[0] += 0.0011915925;
        } else {
          result[0] += -0.01367213;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.015488828;
        } else {
          result[0] += 0.0031991072;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)274) ) ) {
          result[0] += 0.00014179751;
        } else {
          result[0] += 0.020343838;
        }
      } else {
        result[0] += 0.061433833;
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0063897762448) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)658) ) ) {
        result[0] += 0.027986169;
      } else {
        result[0] += -0.07443078;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21534273028) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2307692766) ) ) {
          result[0] += 0.00072374794;
        } else {
          result[0] += 0.017681284;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8758169413) ) ) {
          result[0] += -0.003736702;
        } else {
          result[0] += 0.023202742;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
        result[0] += -0.032358464;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += -0.009754063;
        } else {
          result[0] += -0.028658936;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)149) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.0025586868;
        } else {
          result[0] += 0.0020409296;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1631) ) ) {
          result[0] += -0.0017576463;
        } else {
          result[0] += 0.005104569;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          result[0] += 0.0012712636;
        } else {
          result[0] += 0.019412177;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += 0.02495733;
        } else {
          result[0] += -0.008232509;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004065040499) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          result[0] += -0.025272144;
        } else {
          result[0] += 0.0034197283;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.04307935;
        } else {
          result[0] += -0.0010527273;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0089244843) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
          result[0] += -0.029728318;
        } else {
          result[0] += 0.0001417467;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += 0.008243605;
        } else {
          result[0] += -0.010908112;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)410) ) ) {
          result[0] += -0.005984555;
        } else {
          result[0] += -0.04105802;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 0.006409778;
        } else {
          result[0] += -0.001783992;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)593) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)157) ) ) {
          result[0] += -0.0030046839;
        } else {
          result[0] += -0.026652327;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          result[0] += 0.014445406;
        } else {
          result[0] += -0.011562793;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2562) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)776) ) ) {
          result[0] += 0.009895886;
        } else {
          result[0] += 0.025349692;
        }
      } else {
        result[0] += -0.0126063945;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.0009639389;
        } else {
          result[0] += -0.006486159;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1057) ) ) {
          result[0] += 0.0031714165;
        } else {
          result[0] += -0.03903329;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.00014908242;
        } else {
          result[0] += 0.0136179;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.046153847128) ) ) {
          result[0] += 0.027969776;
        } else {
          result[0] += -0.0011601616;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
        result[0] += -0.03336811;
      } else {
        result[0] += -0.008941194;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71134018898) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.009336275;
        } else {
          result[0] += -0.019860195;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          result[0] += -0.01766768;
        } else {
          result[0] += 0.006322825;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)386) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)338) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)301) ) ) {
          result[0] += 0.00042169486;
        } else {
          result[0] += 0.009504151;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += -0.04056854;
        } else {
          result[0] += -0.003936423;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3203883171) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0381991826) ) ) {
          result[0] += 0.016548542;
        } else {
          result[0] += 2.8691347e-05;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)482) ) ) {
          result[0] += -0.005257863;
        } else {
          result[0] += -0.050569367;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302899837) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.03883063;
        } else {
          result[0] += 0.03303682;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0023510586;
        } else {
          result[0] += -0.013410508;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)843) ) ) {
          result[0] += 0.03453018;
        } else {
          result[0] += 0.002841327;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15263129771) ) ) {
          result[0] += 0.004123705;
        } else {
          result[0] += -0.0056369626;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429275751) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)187) ) ) {
      result[0] += -0.0259258;
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025000000373) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
          result[0] += 0.027482841;
        } else {
          result[0] += 0.007956005;
        }
      } else {
        result[0] += -0.0077720135;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.001937516;
        } else {
          result[0] += 0.03676713;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.012810357;
        } else {
          result[0] += -0.00075519265;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
          result[0] += 0.0014106719;
        } else {
          result[0] += 0.012048079;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.029010314494) ) ) {
          result[0] += -0.040461086;
        } else {
          result[0] += -0.00093234464;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)96) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1538461447) ) ) {
          result[0] += -0.0018894704;
        } else {
          result[0] += 0.0022916575;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.008618007;
        } else {
          result[0] += -0.039271735;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4402332306) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.65809613466) ) ) {
          result[0] += -0.0026161997;
        } else {
          result[0] += -0.02949622;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)105) ) ) {
          result[0] += -0.042498115;
        } else {
          result[0] += -0.007143553;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9600000381) ) ) {
          result[0] += 0.0008076285;
        } else {
          result[0] += -0.022990054;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.45595192909) ) ) {
          result[0] += 0.029731845;
        } else {
          result[0] += 0.010472023;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0095227957) ) ) {
        result[0] += -0.0070433468;
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.028273478;
        } else {
          result[0] += 0.007988317;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)623) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039292732254) ) ) {
          result[0] += -0.012167477;
        } else {
          result[0] += 0.006075717;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.00082620647;
        } else {
          result[0] += 0.0051560584;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.071830786765) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18097187579) ) ) {
          result[0] += -0.018155886;
        } else {
          result[0] += -0.07834103;
        }
      } else {
        result[0] += 0.021128645;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.44329068065) ) ) {
          result[0] += -0.0015523635;
        } else {
          result[0] += 0.020625483;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += -0.048706193;
        } else {
          result[0] += 0.007833532;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.0041358936578) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17548270524) ) ) {
          result[0] += 0.012860593;
        } else {
          result[0] += 0.030884895;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.071830786765) ) ) {
          result[0] += -0.024006676;
        } else {
          result[0] += 0.0039024677;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.80819016695) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
          result[0] += 0.025115913;
        } else {
          result[0] += 0.003651904;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.94230771065) ) ) {
          result[0] += -0.013001578;
        } else {
          result[0] += 0.016413575;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003484320594) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
          result[0] += -0.0013796209;
        } else {
          result[0] += -0.010199194;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 8.6737105e-05;
        } else {
          result[0] += 0.01412967;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)171) ) ) {
          result[0] += 0.006734033;
        } else {
          result[0] += -0.003919755;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1794) ) ) {
          result[0] += 0.024929812;
        } else {
          result[0] += -0.012012872;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6719) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31320491433) ) ) {
          result[0] += 0.0034241881;
        } else {
          result[0] += -0.011121717;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14374497533) ) ) {
          result[0] += 0.011925737;
        } else {
          result[0] += 0.02341206;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2105263472) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
          result[0] += -0.00072032836;
        } else {
          result[0] += -0.01979075;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0413664579) ) ) {
          result[0] += 0.009546593;
        } else {
          result[0] += -0.008287752;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.84721308947) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0034791098;
        } else {
          result[0] += -0.012121226;
        }
      } else {
        result[0] += 0.026645219;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.035714287311) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += 0.0013308604;
        } else {
          result[0] += -0.04357586;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
          result[0] += 0.017463617;
        } else {
          result[0] += 0.03462982;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039370078593) ) ) {
        result[0] += 0.037830304;
      } else {
        result[0] += 0.005757713;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003484320594) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.00329341;
        } else {
          result[0] += -0.037798934;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
          result[0] += 0.011695643;
        } else {
          result[0] += -0.0009508791;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.030303031206) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.004571512;
        } else {
          result[0] += 0.02748738;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += -0.0008428556;
        } else {
          result[0] += 0.0067361714;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0035458542;
        } else {
          result[0] += 0.03362314;
        }
      } else {
        result[0] += 0.058529075;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.06604684;
        } else {
          result[0] += -0.021669291;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0109720575;
        } else {
          result[0] += -0.012975155;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.80819016695) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.0006064071;
        } else {
          result[0] += 0.009658492;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.012485324;
        } else {
          result[0] += -0.041519746;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.057803466916) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0014397661;
        } else {
          result[0] += 0.027628332;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
          result[0] += 0.010602192;
        } else {
          result[0] += -0.018106353;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42624261975) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)576) ) ) {
          result[0] += 0.0012195603;
        } else {
          result[0] += -0.012143966;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          result[0] += -0.043025106;
        } else {
          result[0] += -0.01059439;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3746728003) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          result[0] += 0.038536005;
        } else {
          result[0] += 0.006305655;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36629340053) ) ) {
          result[0] += -0.01640229;
        } else {
          result[0] += 0.0004133661;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068292684853) ) ) {
          result[0] += -0.00010468123;
        } else {
          result[0] += -0.013890112;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5) ) ) {
          result[0] += 0.0027274275;
        } else {
          result[0] += 0.013450685;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
          result[0] += -0.010308869;
        } else {
          result[0] += -0.0018948223;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
          result[0] += 0.00094255124;
        } else {
          result[0] += 0.033407465;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.022988505661) ) ) {
          result[0] += 0.005342416;
        } else {
          result[0] += 0.028577974;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81538462639) ) ) {
          result[0] += 0.027044374;
        } else {
          result[0] += 0.0077551524;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.021505376324) ) ) {
          result[0] += 0.0022347427;
        } else {
          result[0] += -0.0041291993;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += -0.00718307;
        } else {
          result[0] += 0.0016599894;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)221) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)219) ) ) {
          result[0] += 0.00044770577;
        } else {
          result[0] += 0.0240935;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9600000381) ) ) {
          result[0] += -0.00092408014;
        } else {
          result[0] += -0.034305435;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += 0.011372207;
        } else {
          result[0] += -0.006987368;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.044073705;
        } else {
          result[0] += -0.013514446;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += 0.012061444;
        } else {
          result[0] += -0.024265831;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
          result[0] += 0.01797892;
        } else {
          result[0] += 0.035127852;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          result[0] += -0.00012702783;
        } else {
          result[0] += 0.0074689486;
        }
      } else {
        result[0] += -0.032513548;
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.16878049076) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3029) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
          result[0] += -0.00017984188;
        } else {
          result[0] += -0.0021347804;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0061905026;
        } else {
          result[0] += -0.038630035;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)36) ) ) {
          result[0] += 0.0121313315;
        } else {
          result[0] += 0.0014503265;
        }
      } else {
        result[0] += -0.017868614;
      }
    }
  } else {
    result[0] += 0.031172428;
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0001817941;
        } else {
          result[0] += 0.004028846;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.007693745;
        } else {
          result[0] += 0.0046002083;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.03252356872) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1414052546) ) ) {
          result[0] += 0.0037279937;
        } else {
          result[0] += 0.018058795;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.044554367661) ) ) {
          result[0] += -0.051000804;
        } else {
          result[0] += 0.0017243309;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.013719506562) ) ) {
      result[0] += -0.039990623;
    } else {
      result[0] += -0.003825939;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.090909093618) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31995621324) ) ) {
          result[0] += -0.0014267555;
        } else {
          result[0] += 0.04744285;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.023024444;
        } else {
          result[0] += 0.013464108;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6428571939) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.11060589552) ) ) {
          result[0] += -0.0056043216;
        } else {
          result[0] += 0.0064618224;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.021606603637) ) ) {
          result[0] += 0.017006606;
        } else {
          result[0] += 0.0010428072;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9272726774) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
          result[0] += 0.055855613;
        } else {
          result[0] += 0.016941616;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.777777791) ) ) {
          result[0] += 0.00023807092;
        } else {
          result[0] += 0.010848618;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041695524007) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
          result[0] += -0.04919293;
        } else {
          result[0] += -0.013548702;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9436619282) ) ) {
          result[0] += -0.023131657;
        } else {
          result[0] += 0.0033266977;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04302925989) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.00038104213;
        } else {
          result[0] += 0.0055849664;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0023322105;
        } else {
          result[0] += -0.018484358;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2000000477) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0644258261) ) ) {
          result[0] += -0.004549216;
        } else {
          result[0] += -0.043062765;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
          result[0] += 0.011558038;
        } else {
          result[0] += 0.033595663;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)279) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.016935682;
        } else {
          result[0] += 0.0046613077;
        }
      } else {
        result[0] += 0.032250557;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010752688162) ) ) {
        result[0] += 0.013089958;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.009159309;
        } else {
          result[0] += 0.009169241;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.79492044449) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436422825) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
          result[0] += -0.010539158;
        } else {
          result[0] += -0.067520134;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.7364653945) ) ) {
          result[0] += -0.0006820764;
        } else {
          result[0] += -0.017615125;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436422825) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
          result[0] += 0.018057695;
        } else {
          result[0] += 0.004235556;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.300781846) ) ) {
          result[0] += -0.010600918;
        } else {
          result[0] += 0.0011854632;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010126582347) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += 0.00285352;
        } else {
          result[0] += 0.03574377;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)156) ) ) {
          result[0] += 0.017455354;
        } else {
          result[0] += -0.014815352;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)211) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.032395743;
        } else {
          result[0] += -0.0013812055;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.016692786;
        } else {
          result[0] += 0.010867172;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
          result[0] += -0.0001275997;
        } else {
          result[0] += 0.007901281;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
          result[0] += -0.01047238;
        } else {
          result[0] += 0.002352926;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.11837611347) ) ) {
          result[0] += 0.040166225;
        } else {
          result[0] += 0.001711642;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2105263472) ) ) {
          result[0] += -0.00018771006;
        } else {
          result[0] += 0.016205573;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)466) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.080595895648) ) ) {
          result[0] += -0.0048168236;
        } else {
          result[0] += -0.023629393;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2236815691) ) ) {
          result[0] += 0.005656648;
        } else {
          result[0] += -0.01210419;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82352799177) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
          result[0] += 0.009219677;
        } else {
          result[0] += 0.01995061;
        }
      } else {
        result[0] += -0.011522293;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9209302664) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.777777791) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
          result[0] += -0.0004241797;
        } else {
          result[0] += -0.030844947;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31255042553) ) ) {
          result[0] += 0.0139814615;
        } else {
          result[0] += -0.03190799;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2557887733) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          result[0] += 0.015227595;
        } else {
          result[0] += -0.0096721705;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
          result[0] += 0.0012731006;
        } else {
          result[0] += 0.012619041;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043902438134) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.0026547664;
        } else {
          result[0] += 0.031427618;
        }
      } else {
        result[0] += 0.051151384;
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
        result[0] += -0.05007425;
      } else {
        result[0] += 0.0053389873;
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          result[0] += -0.00014786173;
        } else {
          result[0] += -0.012661452;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
          result[0] += -0.007831452;
        } else {
          result[0] += 0.0019238843;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.55231171846) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += 0.0077056885;
        } else {
          result[0] += -0.0063154437;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
          result[0] += 0.0032545556;
        } else {
          result[0] += -0.006454746;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047804877162) ) ) {
        result[0] += 0.028717179;
      } else {
        result[0] += 0.0134169785;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)398) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15526111424) ) ) {
          result[0] += 0.010291777;
        } else {
          result[0] += -0.0016105361;
        }
      } else {
        result[0] += 0.02291405;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.062628544867) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.66926831007) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
          result[0] += 0.0017624035;
        } else {
          result[0] += -0.006473079;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.015228426084) ) ) {
          result[0] += -0.004780669;
        } else {
          result[0] += -0.021587595;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.47468355298) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)88) ) ) {
          result[0] += -0.00673059;
        } else {
          result[0] += -0.0018021552;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += 0.004180392;
        } else {
          result[0] += -0.005385421;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.023414634168) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        result[0] += -0.03696197;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)517) ) ) {
          result[0] += 0.00026493968;
        } else {
          result[0] += 0.011209705;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87179487944) ) ) {
        result[0] += -0.030574722;
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025000000373) ) ) {
          result[0] += 0.040548574;
        } else {
          result[0] += 0.011231602;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.0007470343;
        } else {
          result[0] += -0.022972003;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
          result[0] += 0.0013473885;
        } else {
          result[0] += -0.00582815;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)880) ) ) {
          result[0] += -0.012149186;
        } else {
          result[0] += -0.055027135;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0017745373;
        } else {
          result[0] += -0.018434454;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
          result[0] += 0.0039826315;
        } else {
          result[0] += 0.01978696;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
          result[0] += 0.055941906;
        } else {
          result[0] += 0.0006213795;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.61313617229) ) ) {
          result[0] += 0.0020596224;
        } else {
          result[0] += -0.010133078;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.011088482;
        } else {
          result[0] += -0.039530057;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
          result[0] += -0.028749067;
        } else {
          result[0] += 9.4838884e-05;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
          result[0] += -0.00088615157;
        } else {
          result[0] += -0.013182104;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)432) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32749471068) ) ) {
          result[0] += 0.030865287;
        } else {
          result[0] += 0.007887382;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65424275398) ) ) {
          result[0] += -0.0065236017;
        } else {
          result[0] += 0.002876815;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      result[0] += -0.010262313;
    } else {
      result[0] += -0.03662004;
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429275751) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
        result[0] += 0.0049903407;
      } else {
        result[0] += 0.026147014;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
          result[0] += 0.00091409386;
        } else {
          result[0] += -0.014977187;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.015973166;
        } else {
          result[0] += -2.911737e-05;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2750236094) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.013719506562) ) ) {
          result[0] += -0.011975591;
        } else {
          result[0] += -0.047884136;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4929920435) ) ) {
          result[0] += 0.047648437;
        } else {
          result[0] += 0.0009823943;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7182469964) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
          result[0] += 0.009372959;
        } else {
          result[0] += -0.019692196;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302899837) ) ) {
          result[0] += -0.014922275;
        } else {
          result[0] += -0.00087666325;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436422825) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0029575638;
        } else {
          result[0] += -0.019579044;
        }
      } else {
        result[0] += -0.06512674;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.84721308947) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.7364653945) ) ) {
          result[0] += -0.00051574915;
        } else {
          result[0] += -0.014216517;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.002674123;
        } else {
          result[0] += 0.018835263;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.047791961581) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0095227957) ) ) {
          result[0] += 0.035604328;
        } else {
          result[0] += 0.011417583;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)133) ) ) {
          result[0] += -0.008868039;
        } else {
          result[0] += 0.007901546;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9600000381) ) ) {
          result[0] += 0.00048269727;
        } else {
          result[0] += -0.028984604;
        }
      } else {
        result[0] += 0.026625533;
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)371) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)105) ) ) {
          result[0] += -0.0133078685;
        } else {
          result[0] += 0.018902045;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
          result[0] += -0.03532746;
        } else {
          result[0] += -0.015599653;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.004634784;
        } else {
          result[0] += 0.018861605;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0007494452;
        } else {
          result[0] += 0.0013442159;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.012658777;
        } else {
          result[0] += 0.0026776637;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.015401778;
        } else {
          result[0] += -0.012837914;
        }
      }
    } else {
      result[0] += -0.033565175;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
          result[0] += -0.00068473676;
        } else {
          result[0] += 0.001008919;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
          result[0] += 0.0306027;
        } else {
          result[0] += 0.004075277;
        }
      }
    } else {
      result[0] += -0.027154256;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
        result[0] += -0.008257902;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0027207094;
        } else {
          result[0] += 0.011122587;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)72) ) ) {
          result[0] += 0.018660264;
        } else {
          result[0] += 0.0066065;
        }
      } else {
        result[0] += 0.030370925;
      }
    }
  }
  if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1631) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += -0.0002688407;
        } else {
          result[0] += -0.014878958;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.013432436;
        } else {
          result[0] += 0.028459832;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.013284561;
        } else {
          result[0] += 0.060841985;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.012650954;
        } else {
          result[0] += 0.0007717272;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += -0.012656783;
        } else {
          result[0] += 0.010629493;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)178) ) ) {
          result[0] += 0.007468139;
        } else {
          result[0] += -0.005428866;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0066006602719) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1336) ) ) {
          result[0] += 0.029631883;
        } else {
          result[0] += -0.0020185688;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0089244843) ) ) {
          result[0] += 0.004776675;
        } else {
          result[0] += -0.009525961;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2052) ) ) {
          result[0] += -0.00020335129;
        } else {
          result[0] += 0.01673193;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.019156246;
        } else {
          result[0] += 0.0026324266;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)171) ) ) {
          result[0] += -0.02613897;
        } else {
          result[0] += 0.0072206305;
        }
      } else {
        result[0] += -0.044261396;
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)308) ) ) {
          result[0] += 0.0016139662;
        } else {
          result[0] += 0.0127410935;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0044052861631) ) ) {
          result[0] += -0.029845534;
        } else {
          result[0] += -0.0002946063;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
        result[0] += 0.008599356;
      } else {
        result[0] += -0.064423285;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.005256066;
        } else {
          result[0] += -0.060849663;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += 0.022783073;
        } else {
          result[0] += -0.0014349625;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
        result[0] += -0.06080733;
      } else {
        result[0] += -0.010700387;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3746728003) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
          result[0] += 0.010886355;
        } else {
          result[0] += 0.045324985;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0032020316;
        } else {
          result[0] += -0.048597027;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39382302761) ) ) {
          result[0] += -0.02342303;
        } else {
          result[0] += -0.0003610238;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
          result[0] += 0.004217657;
        } else {
          result[0] += -3.08701e-05;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.30970150232) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          result[0] += -0.013795319;
        } else {
          result[0] += -0.050094575;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10875273496) ) ) {
          result[0] += -0.013030718;
        } else {
          result[0] += 0.0064731836;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12696327269) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.006880293;
        } else {
          result[0] += 0.012230548;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          result[0] += 0.016993055;
        } else {
          result[0] += 0.002472065;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.47468355298) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48391216993) ) ) {
          result[0] += 0.03983003;
        } else {
          result[0] += 0.0049604895;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42624261975) ) ) {
          result[0] += -0.016958632;
        } else {
          result[0] += 0.003775209;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
          result[0] += -0.00025322806;
        } else {
          result[0] += -0.020364238;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.00024098321;
        } else {
          result[0] += 0.018648788;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1631) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
          result[0] += -0.00041560252;
        } else {
          result[0] += -0.023684835;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.041951220483) ) ) {
          result[0] += -0.0153963035;
        } else {
          result[0] += 0.003228945;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11764705926) ) ) {
          result[0] += 0.014624844;
        } else {
          result[0] += -0.015423297;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)40) ) ) {
          result[0] += -0.018214813;
        } else {
          result[0] += 0.0028041713;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.031496062875) ) ) {
          result[0] += 0.0011599754;
        } else {
          result[0] += -0.009927559;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.01999333;
        } else {
          result[0] += 0.004215512;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88888889551) ) ) {
        result[0] += 0.030773615;
      } else {
        result[0] += 0.01464657;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.300781846) ) ) {
          result[0] += -0.005408184;
        } else {
          result[0] += 0.00019471992;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)318) ) ) {
          result[0] += 0.01190881;
        } else {
          result[0] += -0.005029598;
        }
      }
    } else {
      result[0] += -0.031526487;
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
      result[0] += 0.034898985;
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += -0.03542383;
        } else {
          result[0] += -0.02027346;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
          result[0] += 0.0126544535;
        } else {
          result[0] += 0.0021524173;
        }
      }
    }
  }
}

