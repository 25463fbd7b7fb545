
#include "header.h"

void predict_unit2(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
          result[0] += -0.0010563025;
        } else {
          result[0] += -0.033115745;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)109) ) ) {
          result[0] += 0.0022587667;
        } else {
          result[0] += 0.020299312;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        result[0] += 0.0286808;
      } else {
        result[0] += 0.010996904;
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)227) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)207) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.00865642;
        } else {
          result[0] += 0.00037467267;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)214) ) ) {
          result[0] += 0.029453933;
        } else {
          result[0] += 0.01324522;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.0058186534;
        } else {
          result[0] += 0.00605212;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.019032732;
        } else {
          result[0] += 0.07837246;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3010968864) ) ) {
          result[0] += -0.019410832;
        } else {
          result[0] += -0.0019988345;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.06662581;
        } else {
          result[0] += -0.008878022;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)623) ) ) {
          result[0] += -0.0001271797;
        } else {
          result[0] += -0.031264056;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
          result[0] += 0.025006628;
        } else {
          result[0] += 0.003821547;
        }
      }
    }
  } else {
    result[0] += -0.050199397;
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18097187579) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
          result[0] += -0.02581252;
        } else {
          result[0] += -0.0045193257;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.035000857;
        } else {
          result[0] += 0.018144052;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15018133819) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.02455636;
        } else {
          result[0] += 0.04548263;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0011515996;
        } else {
          result[0] += -0.07085004;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.55231171846) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
          result[0] += 0.058734555;
        } else {
          result[0] += 0.014712195;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.020487803966) ) ) {
          result[0] += 0.0021978205;
        } else {
          result[0] += 0.027219445;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2830188274) ) ) {
          result[0] += -0.0040485;
        } else {
          result[0] += -0.07342257;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.00017121214;
        } else {
          result[0] += 0.011903147;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82352799177) ) ) {
          result[0] += -0.00017153138;
        } else {
          result[0] += 0.008199314;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16859441996) ) ) {
          result[0] += 0.030249352;
        } else {
          result[0] += 0.0018280391;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16863504052) ) ) {
          result[0] += -0.012918291;
        } else {
          result[0] += -0.031063695;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += 0.0001316685;
        } else {
          result[0] += -0.023242326;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
          result[0] += -0.013866556;
        } else {
          result[0] += 0.0051680296;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          result[0] += 0.017336594;
        } else {
          result[0] += -0.0225295;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)593) ) ) {
          result[0] += -0.00931172;
        } else {
          result[0] += 0.002514594;
        }
      } else {
        result[0] += -0.032285105;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1752577275) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.029256854206) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.009621102;
        } else {
          result[0] += -0.040134553;
        }
      } else {
        result[0] += -0.06319415;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27886030078) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.011936514;
        } else {
          result[0] += 0.0063874833;
        }
      } else {
        result[0] += 0.017823342;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
          result[0] += 0.000349827;
        } else {
          result[0] += 0.038696777;
        }
      } else {
        result[0] += -0.044277564;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.035778712;
        } else {
          result[0] += 0.012396326;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
          result[0] += 0.024231976;
        } else {
          result[0] += 0.0028079425;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31320491433) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.012700594;
        } else {
          result[0] += 0.0051551685;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70264953375) ) ) {
          result[0] += -0.10346605;
        } else {
          result[0] += -0.02288625;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.0007447307;
        } else {
          result[0] += -0.06240728;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22864541411) ) ) {
          result[0] += -0.0052283113;
        } else {
          result[0] += -0.043249346;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84333330393) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.00036603733;
        } else {
          result[0] += -0.009620918;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)776) ) ) {
          result[0] += 0.026023407;
        } else {
          result[0] += 0.005301458;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31320491433) ) ) {
          result[0] += 0.029109094;
        } else {
          result[0] += 0.010209051;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
          result[0] += -0.0003540864;
        } else {
          result[0] += 0.024084035;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += 0.00077449763;
        } else {
          result[0] += 0.00888485;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += -0.024294842;
        } else {
          result[0] += -4.5392113e-05;
        }
      }
    } else {
      result[0] += -0.04221165;
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.021606603637) ) ) {
          result[0] += 0.0108643295;
        } else {
          result[0] += -0.0007842138;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0090090092272) ) ) {
          result[0] += 0.07268831;
        } else {
          result[0] += -0.0021141495;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
        result[0] += -0.08085445;
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)189) ) ) {
          result[0] += -0.02323251;
        } else {
          result[0] += 0.010261207;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)317) ) ) {
          result[0] += 0.0005759524;
        } else {
          result[0] += 0.005983756;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += -0.024481215;
        } else {
          result[0] += -0.0042341924;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039292732254) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
          result[0] += -0.004330469;
        } else {
          result[0] += -0.024127467;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0025620353;
        } else {
          result[0] += -0.03454935;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011764706112) ) ) {
        result[0] += 0.01624292;
      } else {
        result[0] += -0.0025783952;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)279) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)72) ) ) {
          result[0] += 0.030547509;
        } else {
          result[0] += 0.0044535506;
        }
      } else {
        result[0] += 0.040203255;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302899837) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.017389257;
        } else {
          result[0] += 0.012680978;
        }
      } else {
        result[0] += -0.045077275;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.30970150232) ) ) {
          result[0] += -0.008258687;
        } else {
          result[0] += 0.0036484294;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088545449078) ) ) {
          result[0] += 0.024214182;
        } else {
          result[0] += -0.007716626;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)332) ) ) {
          result[0] += 0.00016660933;
        } else {
          result[0] += -0.0067387433;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0067443536;
        } else {
          result[0] += -0.048038356;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0310559012) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0021337557;
        } else {
          result[0] += 0.013474748;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += -0.09031167;
        } else {
          result[0] += -0.013894378;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0089244843) ) ) {
          result[0] += -0.00074894185;
        } else {
          result[0] += 0.00971138;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.012085763;
        } else {
          result[0] += 0.022081291;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.25) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311697781) ) ) {
          result[0] += 0.0087522;
        } else {
          result[0] += -0.003187783;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += 0.024543745;
        } else {
          result[0] += 0.04126494;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.80819016695) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
        result[0] += 0.04248458;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.00067843136;
        } else {
          result[0] += 0.021048779;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85714286566) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += 0.025306676;
        } else {
          result[0] += 0.0005919682;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38141688704) ) ) {
          result[0] += 0.024198348;
        } else {
          result[0] += 0.0067310752;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
          result[0] += -0.00024366098;
        } else {
          result[0] += 0.013255675;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04302925989) ) ) {
          result[0] += 0.0028150063;
        } else {
          result[0] += -0.021650314;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)211) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.018041354;
        } else {
          result[0] += 0.011832625;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
          result[0] += 0.0018161949;
        } else {
          result[0] += -0.04496778;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.0041358936578) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += 0.0056483974;
        } else {
          result[0] += 0.01762079;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17657785118) ) ) {
          result[0] += -0.00609947;
        } else {
          result[0] += 0.0067743883;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24721813202) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.03303685;
        } else {
          result[0] += 0.0019708162;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.050391703844) ) ) {
          result[0] += 0.027137712;
        } else {
          result[0] += -0.0029419211;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)508) ) ) {
          result[0] += -0.0017462391;
        } else {
          result[0] += -0.007049808;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24721813202) ) ) {
          result[0] += -0.0068034157;
        } else {
          result[0] += 0.00917159;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041695524007) ) ) {
          result[0] += -0.0021423693;
        } else {
          result[0] += 0.003616857;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88461536169) ) ) {
          result[0] += -0.03565402;
        } else {
          result[0] += 0.018529808;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36629340053) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.079999998212) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          result[0] += 0.03922772;
        } else {
          result[0] += 0.009239926;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.013667933;
        } else {
          result[0] += -0.08517928;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.001813878;
        } else {
          result[0] += -0.00446092;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0056179775856) ) ) {
          result[0] += 0.038107645;
        } else {
          result[0] += 0.005666211;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9209302664) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
          result[0] += 0.00043236997;
        } else {
          result[0] += -0.011147599;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += 0.039738644;
        } else {
          result[0] += 0.006761558;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          result[0] += 0.005207979;
        } else {
          result[0] += -0.020970779;
        }
      } else {
        result[0] += -0.057782847;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += 0.0146254;
        } else {
          result[0] += 0.003686142;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          result[0] += -0.02541251;
        } else {
          result[0] += -0.012707896;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9718309641) ) ) {
          result[0] += 0.016021905;
        } else {
          result[0] += -0.025826667;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
          result[0] += 0.014545455;
        } else {
          result[0] += 0.03430299;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)96) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448895931) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.5) ) ) {
          result[0] += -0.036188126;
        } else {
          result[0] += -0.012238049;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27886030078) ) ) {
          result[0] += -0.0016706282;
        } else {
          result[0] += 0.0026450092;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8758169413) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.0037198854;
        } else {
          result[0] += -0.027583051;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9600000381) ) ) {
          result[0] += -0.048927788;
        } else {
          result[0] += -0.021403154;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          result[0] += 0.0014293477;
        } else {
          result[0] += -0.010964438;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
          result[0] += 0.034931652;
        } else {
          result[0] += 0.007181863;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.45595192909) ) ) {
        result[0] += 0.03533901;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22592630982) ) ) {
          result[0] += 0.007329616;
        } else {
          result[0] += 0.013498003;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33959692717) ) ) {
          result[0] += 0.004671804;
        } else {
          result[0] += -0.0024186177;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.010688952;
        } else {
          result[0] += 0.006204888;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14478650689) ) ) {
          result[0] += 0.008692776;
        } else {
          result[0] += 0.0005084966;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += -0.048208933;
        } else {
          result[0] += -0.0064671226;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.23308694363) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1666666269) ) ) {
          result[0] += -0.008570466;
        } else {
          result[0] += 0.0010246714;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83982682228) ) ) {
          result[0] += 0.006764581;
        } else {
          result[0] += 0.034262307;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.13157895207) ) ) {
          result[0] += 0.0016290055;
        } else {
          result[0] += -0.025723565;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
          result[0] += 0.060969908;
        } else {
          result[0] += 0.011441187;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1752577275) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.12308864295) ) ) {
        result[0] += -0.019362047;
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.062197443;
        } else {
          result[0] += -0.021115648;
        }
      }
    } else {
      result[0] += -0.0066482946;
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)623) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += 0.00037947236;
        } else {
          result[0] += -0.0042051;
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.00028211786;
        } else {
          result[0] += -0.050163098;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
          result[0] += 0.03344721;
        } else {
          result[0] += 0.014694326;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3002) ) ) {
          result[0] += 0.0028883952;
        } else {
          result[0] += 0.017664898;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82352799177) ) ) {
          result[0] += 0.00028596958;
        } else {
          result[0] += 0.0064944425;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.05194902;
        } else {
          result[0] += -0.0015082805;
        }
      }
    } else {
      result[0] += -0.028135737;
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1895875931) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311697781) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += 0.028696245;
        } else {
          result[0] += 0.012754959;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69178199768) ) ) {
          result[0] += -0.013387391;
        } else {
          result[0] += 0.021361088;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += -0.0072102523;
      } else {
        result[0] += 2.6575997e-05;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          result[0] += 0.0003169627;
        } else {
          result[0] += -0.0047341357;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.028134037;
        } else {
          result[0] += -0.04489095;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.012880578;
        } else {
          result[0] += -0.024221038;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += -0.0073712887;
        } else {
          result[0] += 0.004225978;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      result[0] += 0.0004770276;
    } else {
      result[0] += -0.04543392;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.0004298025;
        } else {
          result[0] += -0.010778303;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0053145774;
        } else {
          result[0] += -0.041370247;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        result[0] += 0.039487384;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.034015153;
        } else {
          result[0] += 0.0052845622;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += 0.023274634;
        } else {
          result[0] += 0.0017982902;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.03703769;
        } else {
          result[0] += -0.012284677;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)214) ) ) {
        result[0] += -0.0031172114;
      } else {
        result[0] += -0.07952102;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
          result[0] += -0.00020803981;
        } else {
          result[0] += -0.01657292;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
          result[0] += -0.029371932;
        } else {
          result[0] += 0.0023110646;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)450) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.034653466195) ) ) {
          result[0] += -0.02404941;
        } else {
          result[0] += -0.0064147264;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += -0.0064418153;
        } else {
          result[0] += 0.017094612;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0018002692;
        } else {
          result[0] += -0.0046182284;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
          result[0] += -0.00078294816;
        } else {
          result[0] += -0.009446508;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)85) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          result[0] += -0.012895918;
        } else {
          result[0] += -0.0009516114;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.014745961;
        } else {
          result[0] += 0.03145981;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544719458) ) ) {
          result[0] += 0.027237171;
        } else {
          result[0] += -7.2901756e-05;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
          result[0] += 0.021686718;
        } else {
          result[0] += -0.0028319305;
        }
      }
    } else {
      result[0] += -0.044644788;
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)308) ) ) {
          result[0] += 0.0010274247;
        } else {
          result[0] += 0.015954243;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
          result[0] += -0.054139823;
        } else {
          result[0] += -0.010317826;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
          result[0] += 0.048539985;
        } else {
          result[0] += 0.010302448;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)757) ) ) {
          result[0] += -0.0149286855;
        } else {
          result[0] += 0.0050850585;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
        result[0] += -0.042593777;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
          result[0] += -0.019473089;
        } else {
          result[0] += 0.0021904854;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += 0.02173117;
        } else {
          result[0] += 0.043258402;
        }
      } else {
        result[0] += -0.024864933;
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0089244843) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.0008812842;
        } else {
          result[0] += 0.0038590368;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += 0.0071637877;
        } else {
          result[0] += -0.014269455;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
          result[0] += 0.020401403;
        } else {
          result[0] += -0.0039998656;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
          result[0] += -0.016135637;
        } else {
          result[0] += 0.023687465;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82352799177) ) ) {
          result[0] += 0.000116355186;
        } else {
          result[0] += 0.0057038753;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10403315723) ) ) {
          result[0] += -0.004944729;
        } else {
          result[0] += -0.022898069;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
          result[0] += -0.009473438;
        } else {
          result[0] += 0.0005483971;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)301) ) ) {
          result[0] += -0.08835491;
        } else {
          result[0] += -0.014504038;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)837) ) ) {
      if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)999) ) ) {
        result[0] += 0.04215352;
      } else {
        result[0] += 0.021464344;
      }
    } else {
      result[0] += 0.0059028915;
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.030697081;
        } else {
          result[0] += 0.0131690195;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.008907567;
        } else {
          result[0] += -0.0114207715;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045853659511) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          result[0] += -0.017039353;
        } else {
          result[0] += -0.077072024;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1108) ) ) {
          result[0] += 0.00728684;
        } else {
          result[0] += 0.022278203;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0011604698;
        } else {
          result[0] += -0.0034516123;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)119) ) ) {
          result[0] += -0.0038138223;
        } else {
          result[0] += 0.018810123;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)174) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)139) ) ) {
          result[0] += 0.0053417273;
        } else {
          result[0] += -0.03253043;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
          result[0] += 0.018377844;
        } else {
          result[0] += -0.021533791;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69178199768) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.64605247974) ) ) {
          result[0] += -0.00080676907;
        } else {
          result[0] += -0.0140062915;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
          result[0] += 0.0022455435;
        } else {
          result[0] += 0.021060793;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.29646667838) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0031221577;
        } else {
          result[0] += 0.017602285;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.002614379162) ) ) {
          result[0] += 0.001743168;
        } else {
          result[0] += -0.020073874;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35667729378) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0072753406;
        } else {
          result[0] += 0.036570366;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.025360135;
        } else {
          result[0] += 0.023973;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += -0.019913739;
      } else {
        result[0] += -0.07425382;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)91) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
          result[0] += -0.0022790043;
        } else {
          result[0] += -0.02336636;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += 0.009473096;
        } else {
          result[0] += -0.00078133587;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0095227957) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
          result[0] += 0.0014540721;
        } else {
          result[0] += -0.061731454;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.058158573;
        } else {
          result[0] += 0.00255822;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0037461668;
        } else {
          result[0] += 0.014883287;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.008378915;
        } else {
          result[0] += -0.018264089;
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0095087159425) ) ) {
          result[0] += -0.016005803;
        } else {
          result[0] += -0.06511831;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.067716270685) ) ) {
          result[0] += 0.015773969;
        } else {
          result[0] += -3.9915005e-05;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
          result[0] += -0.00033883099;
        } else {
          result[0] += 0.01864698;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45171245933) ) ) {
          result[0] += 0.010907575;
        } else {
          result[0] += -0.0012064961;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += -0.002633413;
      } else {
        result[0] += -0.029909527;
      }
    }
  } else {
    result[0] += -0.03306484;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14478650689) ) ) {
      result[0] += 0.007948837;
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.024362811819) ) ) {
        result[0] += -0.062485166;
      } else {
        result[0] += -0.0020895756;
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
          result[0] += -7.717585e-05;
        } else {
          result[0] += 0.003698789;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.02523987;
        } else {
          result[0] += 0.0048282533;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
        result[0] += 0.0019689645;
      } else {
        result[0] += -0.04973311;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)308) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448895931) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
          result[0] += -0.033883274;
        } else {
          result[0] += 0.0022377283;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += 0.010855816;
        } else {
          result[0] += 0.000417673;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25063216686) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.019652907;
        } else {
          result[0] += 0.03687075;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0011363938;
        } else {
          result[0] += 0.012144125;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
          result[0] += -0.005954852;
        } else {
          result[0] += 0.002007548;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.009440595;
        } else {
          result[0] += -0.0011862776;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)593) ) ) {
          result[0] += -0.00079320243;
        } else {
          result[0] += 0.018640881;
        }
      } else {
        result[0] += -0.04378541;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448895931) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
        result[0] += -0.010219095;
      } else {
        result[0] += -0.032120135;
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          result[0] += -0.00068879774;
        } else {
          result[0] += -0.0053601693;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)128) ) ) {
          result[0] += -0.0036159698;
        } else {
          result[0] += 0.017073838;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42624261975) ) ) {
          result[0] += 0.0076505207;
        } else {
          result[0] += 0.051971234;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0071499394;
        } else {
          result[0] += -0.02400291;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448895931) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.009673036;
        } else {
          result[0] += 0.046410426;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544719458) ) ) {
          result[0] += -0.01594824;
        } else {
          result[0] += 0.00079404906;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0002891387;
        } else {
          result[0] += 0.008571307;
        }
      } else {
        result[0] += -0.046069805;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003484320594) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.05659438;
        } else {
          result[0] += -0.0071413117;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
          result[0] += 0.024110364;
        } else {
          result[0] += -0.014996066;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85981309414) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0001101104;
        } else {
          result[0] += 0.006330567;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          result[0] += 0.02305963;
        } else {
          result[0] += 0.0040692436;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)261) ) ) {
          result[0] += 0.0036156175;
        } else {
          result[0] += 0.017570354;
        }
      } else {
        result[0] += 0.062844746;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.80819016695) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
          result[0] += -0.008977488;
        } else {
          result[0] += 0.0047490285;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89090824127) ) ) {
          result[0] += 0.0041408194;
        } else {
          result[0] += 0.05600198;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
          result[0] += -0.00045142844;
        } else {
          result[0] += -0.0053210566;
        }
      } else {
        result[0] += -0.038006335;
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)398) ) ) {
          result[0] += 0.011456875;
        } else {
          result[0] += 0.03546442;
        }
      } else {
        result[0] += -0.006053348;
      }
    } else {
      result[0] += -0.016416136;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78431373835) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1752577275) ) ) {
          result[0] += -0.027845105;
        } else {
          result[0] += -0.0048318515;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += 0.008508781;
        } else {
          result[0] += -0.0092958575;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85220128298) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0056747575;
        } else {
          result[0] += 0.018625459;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
          result[0] += -0.02245258;
        } else {
          result[0] += 0.002725879;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
          result[0] += 0.0010074659;
        } else {
          result[0] += -0.0011385026;
        }
      } else {
        result[0] += -0.042453375;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.004543641;
        } else {
          result[0] += 0.024144113;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2262) ) ) {
          result[0] += 0.028843371;
        } else {
          result[0] += 0.016332634;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088545449078) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.034621295;
        } else {
          result[0] += -0.0036821277;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27886030078) ) ) {
          result[0] += 0.0017424616;
        } else {
          result[0] += 0.016977677;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          result[0] += -0.000558796;
        } else {
          result[0] += 0.0043810955;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
          result[0] += 0.0024701098;
        } else {
          result[0] += 0.059342045;
        }
      }
    }
  } else {
    result[0] += -0.035860714;
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97606343031) ) ) {
          result[0] += -0.02835754;
        } else {
          result[0] += -0.0016399635;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += 0.010550405;
        } else {
          result[0] += 0.00043563047;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4929920435) ) ) {
          result[0] += -0.017746598;
        } else {
          result[0] += 0.012384604;
        }
      } else {
        result[0] += -0.050644375;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89090824127) ) ) {
        result[0] += 0.037537105;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.027943928;
        } else {
          result[0] += 0.02350421;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36782163382) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.30521225929) ) ) {
          result[0] += 0.023245804;
        } else {
          result[0] += 0.008396922;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          result[0] += 0.0002589853;
        } else {
          result[0] += 0.0060733166;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1752577275) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.03499746;
        } else {
          result[0] += -0.003793196;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += 0.010467787;
        } else {
          result[0] += -0.0029718035;
        }
      }
    } else {
      result[0] += -0.03553519;
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.00034818688;
        } else {
          result[0] += 0.019421868;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += -0.015301423;
        } else {
          result[0] += -0.0008073674;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.032173503;
      } else {
        if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)800) ) ) {
          result[0] += 0.0024174456;
        } else {
          result[0] += 0.019288097;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)270) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += 1.9278054e-05;
        } else {
          result[0] += -0.019576175;
        }
      } else {
        result[0] += 0.024912557;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.66000002623) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.012886465;
        } else {
          result[0] += -0.0050733546;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
          result[0] += -0.028168593;
        } else {
          result[0] += 0.0017515051;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += -0.062419917;
        } else {
          result[0] += -0.0050277994;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.06993008;
        } else {
          result[0] += -0.011560564;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
        result[0] += 0.04001949;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += -0.0011628302;
        } else {
          result[0] += -0.017059406;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
          result[0] += -0.0009995734;
        } else {
          result[0] += 0.01845493;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.009663682;
        } else {
          result[0] += -0.052741844;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          result[0] += 0.0018802915;
        } else {
          result[0] += 0.011615407;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += -0.0016249216;
        } else {
          result[0] += -0.048351113;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
          result[0] += -0.0016171107;
        } else {
          result[0] += 0.012931806;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
          result[0] += -0.06751291;
        } else {
          result[0] += -0.007110592;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004065040499) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0048259194;
        } else {
          result[0] += 0.025740597;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0061349691823) ) ) {
          result[0] += -0.043129545;
        } else {
          result[0] += 0.0018528117;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70474749804) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083032488823) ) ) {
          result[0] += 0.00027178362;
        } else {
          result[0] += -0.010726204;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.009246526;
        } else {
          result[0] += 0.0013610618;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3670885563) ) ) {
          result[0] += 0.003912234;
        } else {
          result[0] += 0.038974803;
        }
      } else {
        result[0] += -0.027403796;
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0015693341;
        } else {
          result[0] += 0.016169593;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091407680884) ) ) {
          result[0] += 0.027540142;
        } else {
          result[0] += -0.008636616;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += 0.042179357;
        } else {
          result[0] += -0.004938259;
        }
      } else {
        result[0] += -0.04774117;
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.00024039547;
        } else {
          result[0] += -0.0044838763;
        }
      } else {
        result[0] += -0.03649628;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311697781) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.030304221;
        } else {
          result[0] += 0.014078821;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)187) ) ) {
          result[0] += -0.009433013;
        } else {
          result[0] += 0.012212107;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0033746173;
        } else {
          result[0] += -0.04112338;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0069416896;
        } else {
          result[0] += -0.040744297;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        result[0] += -0.056515604;
      } else {
        result[0] += 0.00026631626;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.66926831007) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
          result[0] += -0.0005183139;
        } else {
          result[0] += 0.010572018;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.012856342;
        } else {
          result[0] += -0.00325277;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += -0.003343111;
        } else {
          result[0] += 0.019228952;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.034579244;
        } else {
          result[0] += 0.029069548;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.023414634168) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)293) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.039243862;
        } else {
          result[0] += 0.002564836;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)296) ) ) {
          result[0] += -0.080954485;
        } else {
          result[0] += -0.0025705297;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045121952891) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)134) ) ) {
          result[0] += 0.026456485;
        } else {
          result[0] += 0.0012032915;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
          result[0] += -0.032542735;
        } else {
          result[0] += 0.0030666627;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27886030078) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1752577275) ) ) {
          result[0] += -0.032036155;
        } else {
          result[0] += -0.0069007063;
        }
      } else {
        result[0] += 0.016980113;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += -0.001277773;
        } else {
          result[0] += 0.008287358;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39382302761) ) ) {
          result[0] += -0.0036006551;
        } else {
          result[0] += -8.517191e-05;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)245) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)237) ) ) {
          result[0] += 0.0042780857;
        } else {
          result[0] += -0.043569986;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
          result[0] += 0.018173119;
        } else {
          result[0] += -0.007699898;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311697781) ) ) {
          result[0] += 0.0077572735;
        } else {
          result[0] += -0.011529718;
        }
      } else {
        result[0] += -0.07095035;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)122) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43345278502) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)113) ) ) {
          result[0] += -0.003233752;
        } else {
          result[0] += -0.033218607;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7373737097) ) ) {
          result[0] += -0.03818421;
        } else {
          result[0] += 0.010453137;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.015479827;
        } else {
          result[0] += 0.004918817;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)776) ) ) {
          result[0] += -0.03204748;
        } else {
          result[0] += -0.0019120708;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84210526943) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33959692717) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74926829338) ) ) {
          result[0] += 0.011228143;
        } else {
          result[0] += -0.021000544;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
          result[0] += -0.0021989483;
        } else {
          result[0] += 0.00055303006;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)517) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)410) ) ) {
          result[0] += 0.0030549217;
        } else {
          result[0] += -0.026978329;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21122577786) ) ) {
          result[0] += 0.026663655;
        } else {
          result[0] += 0.0058752033;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19291031361) ) ) {
          result[0] += -0.012278185;
        } else {
          result[0] += 6.8486625e-05;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          result[0] += 0.0055314032;
        } else {
          result[0] += 8.9389054e-05;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        result[0] += -0.050191928;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
          result[0] += 0.0031932336;
        } else {
          result[0] += -0.036779866;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)159) ) ) {
        result[0] += 0.02077221;
      } else {
        result[0] += 0.034754883;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        result[0] += 0.01552011;
      } else {
        result[0] += -0.00260772;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
          result[0] += -0.0008837886;
        } else {
          result[0] += 0.0018595189;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)332) ) ) {
          result[0] += 0.0019785992;
        } else {
          result[0] += -0.011930151;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.11837611347) ) ) {
          result[0] += 0.010538779;
        } else {
          result[0] += -0.003228965;
        }
      } else {
        result[0] += -0.04373309;
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3007051945) ) ) {
          result[0] += 0.0018187318;
        } else {
          result[0] += -0.020503847;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.021376934;
        } else {
          result[0] += -0.0040560104;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)576) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)223) ) ) {
          result[0] += -0.016548408;
        } else {
          result[0] += -0.07456103;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.035530917;
        } else {
          result[0] += -0.0033345134;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)241) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
          result[0] += -0.00037691306;
        } else {
          result[0] += 0.0028693746;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0040797032;
        } else {
          result[0] += -0.033574186;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
          result[0] += -0.003795972;
        } else {
          result[0] += -0.020826673;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.006512721;
        } else {
          result[0] += -0.021072937;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += 0.030108018;
        } else {
          result[0] += 0.0028213658;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.024914203;
        } else {
          result[0] += 0.050205577;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
        result[0] += -0.074489996;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.020185528;
        } else {
          result[0] += -0.021740327;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1032) ) ) {
          result[0] += 0.0003771723;
        } else {
          result[0] += -0.0044133104;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.011011896;
        } else {
          result[0] += -0.008199968;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)880) ) ) {
          result[0] += -0.012606616;
        } else {
          result[0] += -0.045866903;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)296) ) ) {
          result[0] += 0.00019876569;
        } else {
          result[0] += -0.03196584;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += -0.0025580728;
        } else {
          result[0] += 0.041324835;
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.034107402;
        } else {
          result[0] += -0.009940314;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1062) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0143260285;
        } else {
          result[0] += -0.0068914266;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.031793326;
        } else {
          result[0] += 0.005021292;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)369) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.062628544867) ) ) {
          result[0] += 0.0006448277;
        } else {
          result[0] += -0.0030920226;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
          result[0] += 0.012395377;
        } else {
          result[0] += -0.028623486;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-2.1841154099) ) ) {
          result[0] += 0.0463875;
        } else {
          result[0] += -0.022426328;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.012372756;
        } else {
          result[0] += 0.006731766;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.030303031206) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)555) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0078417845;
        } else {
          result[0] += 0.035499766;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)581) ) ) {
          result[0] += -0.055321403;
        } else {
          result[0] += 0.0016348651;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
          result[0] += 0.0004577676;
        } else {
          result[0] += -0.008463489;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82352799177) ) ) {
          result[0] += 0.008553387;
        } else {
          result[0] += -0.01659043;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0310559012) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1631) ) ) {
          result[0] += 0.0007402185;
        } else {
          result[0] += 0.021478152;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.008039209;
        } else {
          result[0] += 0.04449441;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          result[0] += 0.011347375;
        } else {
          result[0] += -0.0045631635;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1032) ) ) {
          result[0] += -0.04175731;
        } else {
          result[0] += -0.006227191;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += 0.020445384;
        } else {
          result[0] += -0.005901497;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
          result[0] += 0.0010708309;
        } else {
          result[0] += -0.03579419;
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.090909093618) ) ) {
          result[0] += -0.029830698;
        } else {
          result[0] += 0.0012380991;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
          result[0] += 0.013706519;
        } else {
          result[0] += 0.0030369088;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.0018832416;
        } else {
          result[0] += 0.0005369685;
        }
      } else {
        result[0] += -0.029129598;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34424996376) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46522316337) ) ) {
          result[0] += -0.0030912473;
        } else {
          result[0] += 0.034167223;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67510050535) ) ) {
          result[0] += -0.008089912;
        } else {
          result[0] += -0.031282816;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35667729378) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.007266035;
        } else {
          result[0] += 0.03279667;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)42) ) ) {
          result[0] += -0.07592023;
        } else {
          result[0] += -0.0035657359;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43345278502) ) ) {
          result[0] += -0.032489967;
        } else {
          result[0] += 0.0066739167;
        }
      } else {
        result[0] += -0.0638057;
      }
    }
  }
}

