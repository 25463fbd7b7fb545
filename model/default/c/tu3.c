
#include "header.h"

void predict_unit3(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)90) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24380114675) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76058292389) ) ) {
          result[0] += 0.005196046;
        } else {
          result[0] += -0.0048765317;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)46) ) ) {
          result[0] += 0.010730176;
        } else {
          result[0] += -0.025401985;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19823335111) ) ) {
          result[0] += 0.010523803;
        } else {
          result[0] += -0.0034418032;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.050000000745) ) ) {
          result[0] += 0.003039364;
        } else {
          result[0] += -0.011820538;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)96) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28203940392) ) ) {
          result[0] += 0.006949849;
        } else {
          result[0] += 0.018522633;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.006275044;
        } else {
          result[0] += -0.05748528;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)97) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3529411554) ) ) {
          result[0] += -0.00019923649;
        } else {
          result[0] += -0.0462926;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0086580086499) ) ) {
          result[0] += -0.00037763143;
        } else {
          result[0] += 0.004382345;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)338) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)332) ) ) {
          result[0] += 1.4579428e-05;
        } else {
          result[0] += -0.017440919;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0056422586;
        } else {
          result[0] += -0.015148527;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)114) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
          result[0] += -0.009702857;
        } else {
          result[0] += 0.0029610225;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.015230173;
        } else {
          result[0] += -0.046182945;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)21) ) ) {
          result[0] += -0.008849593;
        } else {
          result[0] += 0.0048425905;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0045506316;
        } else {
          result[0] += -0.035542537;
        }
      }
    } else {
      result[0] += -0.035679936;
    }
  }
  if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.000474894;
        } else {
          result[0] += 0.04270281;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)495) ) ) {
          result[0] += -0.012578808;
        } else {
          result[0] += -0.052801352;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
          result[0] += 0.0015592889;
        } else {
          result[0] += -0.031529084;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)699) ) ) {
          result[0] += 0.032501962;
        } else {
          result[0] += 0.009135039;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97513633966) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
        result[0] += -0.023925662;
      } else {
        result[0] += -0.06072062;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2979631722) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26488891244) ) ) {
          result[0] += 9.73226e-05;
        } else {
          result[0] += 0.0633743;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.024664057;
        } else {
          result[0] += -0.0030041947;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2121212482) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1864407063) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          result[0] += -0.0013203474;
        } else {
          result[0] += 0.0011327335;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.012139544;
        } else {
          result[0] += -0.04859466;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.0034486155;
        } else {
          result[0] += -0.034030546;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
          result[0] += -0.011797741;
        } else {
          result[0] += 0.017417321;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)13) ) ) {
          result[0] += -0.0036209174;
        } else {
          result[0] += -0.017276874;
        }
      } else {
        result[0] += 0.0030521401;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)225) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
          result[0] += 0.007357571;
        } else {
          result[0] += -0.014400977;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1032) ) ) {
          result[0] += 0.020286819;
        } else {
          result[0] += -0.0002465159;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)338) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)332) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083333335817) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
          result[0] += 0.0009855204;
        } else {
          result[0] += -0.0013947705;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
          result[0] += -0.019794708;
        } else {
          result[0] += 0.0004845269;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)337) ) ) {
          result[0] += -0.0160662;
        } else {
          result[0] += -0.058730926;
        }
      } else {
        result[0] += 0.021028347;
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)352) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.015060241334) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.067053705454) ) ) {
          result[0] += 0.022855451;
        } else {
          result[0] += 0.041575804;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.62603354454) ) ) {
          result[0] += -0.0036455875;
        } else {
          result[0] += 0.011010636;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.044014882;
        } else {
          result[0] += 0.013741249;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01052631624) ) ) {
          result[0] += 0.008468854;
        } else {
          result[0] += 0.00048503908;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82113820314) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
          result[0] += -0.0059759608;
        } else {
          result[0] += -0.0012161363;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          result[0] += -0.016306875;
        } else {
          result[0] += 0.016240524;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.766038537) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)207) ) ) {
          result[0] += -0.027822597;
        } else {
          result[0] += -0.010713599;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19044840336) ) ) {
          result[0] += 0.004863683;
        } else {
          result[0] += -0.0001811474;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)212) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.022727273405) ) ) {
          result[0] += 0.0025512648;
        } else {
          result[0] += 0.01604486;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5217391253) ) ) {
          result[0] += -0.046997752;
        } else {
          result[0] += -0.010011545;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)216) ) ) {
        result[0] += -0.06658905;
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)199) ) ) {
          result[0] += -0.0069559216;
        } else {
          result[0] += 0.02554506;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82407408953) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.77777779102) ) ) {
          result[0] += -0.00016281207;
        } else {
          result[0] += -0.0066292095;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0024914716;
        } else {
          result[0] += -0.033726472;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.62603354454) ) ) {
          result[0] += -0.009182743;
        } else {
          result[0] += 0.0058870423;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
          result[0] += 0.0533475;
        } else {
          result[0] += 0.0068936646;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82407408953) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.72676819563) ) ) {
          result[0] += -0.00681196;
        } else {
          result[0] += 0.0010859896;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)500) ) ) {
          result[0] += 0.011258857;
        } else {
          result[0] += -0.016288785;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)59) ) ) {
          result[0] += 0.00204265;
        } else {
          result[0] += -0.02322397;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1294) ) ) {
          result[0] += 0.009302422;
        } else {
          result[0] += -0.004822777;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 8.153699e-05;
        } else {
          result[0] += -0.01868067;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.0077318773;
        } else {
          result[0] += 0.0026151275;
        }
      }
    } else {
      result[0] += 0.030616468;
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.0014502554;
        } else {
          result[0] += 0.049116623;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0024937408;
        } else {
          result[0] += -0.034547035;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)199) ) ) {
          result[0] += -0.0055077868;
        } else {
          result[0] += 0.01660368;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)257) ) ) {
          result[0] += -0.023334587;
        } else {
          result[0] += 0.0035454668;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0085470089689) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)315) ) ) {
          result[0] += -6.51005e-05;
        } else {
          result[0] += 0.005366405;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)40) ) ) {
          result[0] += 0.0073262737;
        } else {
          result[0] += -0.0059948484;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)658) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.94594591856) ) ) {
          result[0] += -0.0017704554;
        } else {
          result[0] += 0.009546656;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)205) ) ) {
          result[0] += 0.006029674;
        } else {
          result[0] += 0.020785024;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)495) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
          result[0] += -0.020501433;
        } else {
          result[0] += 0.000631205;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          result[0] += 0.019756766;
        } else {
          result[0] += -0.004579054;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
        result[0] += 0.008265636;
      } else {
        result[0] += -0.07257095;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.87729638815) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
          result[0] += 5.184023e-06;
        } else {
          result[0] += -0.004215189;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.004489817;
        } else {
          result[0] += 0.042504307;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
          result[0] += -0.01050775;
        } else {
          result[0] += -0.05187081;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += -0.0036812082;
        } else {
          result[0] += -0.02454008;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.00471583;
        } else {
          result[0] += -0.00907535;
        }
      } else {
        result[0] += -0.032006588;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)331) ) ) {
        result[0] += -0.06578658;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += -0.0077828765;
        } else {
          result[0] += 0.010111031;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.91188597679) ) ) {
          result[0] += -0.00054327125;
        } else {
          result[0] += 0.013014997;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          result[0] += 0.010090178;
        } else {
          result[0] += -0.021817973;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
          result[0] += 0.0050153527;
        } else {
          result[0] += -0.0030453992;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.11950779;
        } else {
          result[0] += -0.024233134;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0006167384;
        } else {
          result[0] += 0.018082587;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0144193815;
        } else {
          result[0] += -0.013646598;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)179) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.0029735866;
        } else {
          result[0] += -0.025672724;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0005932087;
        } else {
          result[0] += 0.008205409;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)26) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.084901310503) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10059336573) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += -0.01436159;
        } else {
          result[0] += 0.003012727;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)593) ) ) {
          result[0] += -0.009051424;
        } else {
          result[0] += -0.04870674;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
          result[0] += 0.005000441;
        } else {
          result[0] += -0.017796706;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)21) ) ) {
          result[0] += 0.00882734;
        } else {
          result[0] += 0.03359322;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)108) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)106) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.040816325694) ) ) {
          result[0] += -0.0008579503;
        } else {
          result[0] += -0.010129498;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.0075104195;
        } else {
          result[0] += -0.093363665;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.036813657731) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0056994827;
        } else {
          result[0] += 2.1518306e-05;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1057) ) ) {
          result[0] += -0.00020438079;
        } else {
          result[0] += -0.009418028;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)6428) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
          result[0] += -0.00012091311;
        } else {
          result[0] += 0.0053609475;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)171) ) ) {
          result[0] += -0.020155003;
        } else {
          result[0] += -0.0010677638;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.056765981019) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)91) ) ) {
          result[0] += 0.0059331497;
        } else {
          result[0] += -0.005499119;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.023967003;
        } else {
          result[0] += 0.0013581435;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)451) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.007594868;
        } else {
          result[0] += -0.009479734;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1312) ) ) {
          result[0] += 0.051521786;
        } else {
          result[0] += 0.017095447;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.05102119;
        } else {
          result[0] += -0.012602741;
        }
      } else {
        result[0] += 0.015762685;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37079724669) ) ) {
      result[0] += -0.049156837;
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23978108168) ) ) {
          result[0] += -0.010788319;
        } else {
          result[0] += -0.049003888;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26177683473) ) ) {
          result[0] += 0.000811125;
        } else {
          result[0] += 0.016315257;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.69483208656) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.054054055363) ) ) {
          result[0] += 0.005546174;
        } else {
          result[0] += -0.0041866503;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.64134651423) ) ) {
          result[0] += -0.012236311;
        } else {
          result[0] += -0.00017342553;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.002983759;
        } else {
          result[0] += 0.068995945;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += -0.043183252;
        } else {
          result[0] += 4.672779e-05;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)133) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82407408953) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70072990656) ) ) {
          result[0] += -0.0007194944;
        } else {
          result[0] += -0.0073814704;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.071435735;
        } else {
          result[0] += 0.00051972823;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19044840336) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.010883593;
        } else {
          result[0] += 0.0051314137;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13151794672) ) ) {
          result[0] += 0.0123768225;
        } else {
          result[0] += 0.001785736;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.026469305;
        } else {
          result[0] += 0.013247067;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
          result[0] += -0.0013593724;
        } else {
          result[0] += 0.00940458;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75438594818) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)155) ) ) {
          result[0] += -0.004701005;
        } else {
          result[0] += 0.0028411062;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)199) ) ) {
          result[0] += -0.005429047;
        } else {
          result[0] += 0.0030597895;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.00014730479;
        } else {
          result[0] += -0.0030955586;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
          result[0] += -0.03267809;
        } else {
          result[0] += -0.004207996;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)272) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)249) ) ) {
          result[0] += 0.019946087;
        } else {
          result[0] += 0.036211014;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.0045864377;
        } else {
          result[0] += -0.032717865;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
          result[0] += 0.010637708;
        } else {
          result[0] += -0.003209579;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += -0.017782917;
        } else {
          result[0] += -0.0003026607;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.054054055363) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
          result[0] += 0.01588013;
        } else {
          result[0] += 0.0041449284;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.45487365127) ) ) {
          result[0] += -0.020313712;
        } else {
          result[0] += -0.0009993174;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)131) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
          result[0] += 0.0006233932;
        } else {
          result[0] += -0.025625298;
        }
      } else {
        result[0] += 0.0334305;
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
          result[0] += -0.005653855;
        } else {
          result[0] += 0.008556864;
        }
      } else {
        result[0] += 0.02287488;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5217391253) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4545454979) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += -0.00013486484;
        } else {
          result[0] += -0.0068464684;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)480) ) ) {
          result[0] += 0.0267368;
        } else {
          result[0] += -0.017959232;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.008761373;
        } else {
          result[0] += -0.03663149;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6531791687) ) ) {
          result[0] += -0.00560507;
        } else {
          result[0] += 0.01678734;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.00077764515;
        } else {
          result[0] += -0.0012227636;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
          result[0] += -0.014263473;
        } else {
          result[0] += -0.00022425366;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)89) ) ) {
          result[0] += 0.0040119146;
        } else {
          result[0] += 0.031376407;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)106) ) ) {
          result[0] += -0.02268572;
        } else {
          result[0] += 0.002897924;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60946762562) ) ) {
        result[0] += 0.024581186;
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)6) ) ) {
          result[0] += -0.0051896735;
        } else {
          result[0] += -0.022172919;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)495) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)107) ) ) {
          result[0] += 0.0064576315;
        } else {
          result[0] += -0.009468738;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2386) ) ) {
          result[0] += 0.01833302;
        } else {
          result[0] += -0.011088818;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)365) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)250) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)205) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
          result[0] += -4.7144826e-05;
        } else {
          result[0] += -0.004275596;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0015366734;
        } else {
          result[0] += 0.014359943;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1108) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0025739206;
        } else {
          result[0] += 0.015061984;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.042544108;
        } else {
          result[0] += 0.0027498952;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)721) ) ) {
          result[0] += 0.0012243724;
        } else {
          result[0] += 0.00976416;
        }
      } else {
        result[0] += -0.021266324;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)438) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.032085586;
        } else {
          result[0] += 0.014243657;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0100962855;
        } else {
          result[0] += -0.013501199;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99520391226) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)32) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)30) ) ) {
          result[0] += 0.0015161758;
        } else {
          result[0] += 0.012253537;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
          result[0] += 9.4228926e-05;
        } else {
          result[0] += -0.004543624;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
        result[0] += 0.040141992;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)165) ) ) {
          result[0] += 0.005975461;
        } else {
          result[0] += 0.027123848;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)116) ) ) {
          result[0] += 0.015735498;
        } else {
          result[0] += -0.01937437;
        }
      } else {
        result[0] += -0.024776507;
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)343) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.436191678) ) ) {
          result[0] += -0.0054894662;
        } else {
          result[0] += 0.0063259043;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
          result[0] += 0.04249436;
        } else {
          result[0] += -0.0049227136;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0644258261) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.42493331432) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.000267533;
        } else {
          result[0] += 0.03691314;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.58507514) ) ) {
          result[0] += 0.023722058;
        } else {
          result[0] += 0.0022544046;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.095238097012) ) ) {
          result[0] += -0.010980646;
        } else {
          result[0] += 0.0023716737;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)13) ) ) {
          result[0] += 0.012237922;
        } else {
          result[0] += -0.00048012714;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)166) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70998769999) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)533) ) ) {
          result[0] += 0.03177089;
        } else {
          result[0] += -0.002015055;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40854945779) ) ) {
          result[0] += -0.006525298;
        } else {
          result[0] += 0.0037289315;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)199) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18521590531) ) ) {
          result[0] += -0.0128908055;
        } else {
          result[0] += -0.04481454;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)365) ) ) {
          result[0] += 0.008237607;
        } else {
          result[0] += -0.021911278;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)108) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)96) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)92) ) ) {
          result[0] += -0.0008257977;
        } else {
          result[0] += 0.008623228;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
          result[0] += -0.0067186067;
        } else {
          result[0] += -0.07948424;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)140) ) ) {
          result[0] += 0.0038460535;
        } else {
          result[0] += -0.0005745157;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.0036966053;
        } else {
          result[0] += 0.07206874;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97513633966) ) ) {
          result[0] += 0.006567735;
        } else {
          result[0] += 0.025783477;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0015103214;
        } else {
          result[0] += 0.013831124;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83630019426) ) ) {
        result[0] += -0.05050504;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35873958468) ) ) {
          result[0] += 0.0015110974;
        } else {
          result[0] += -0.013588726;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2052) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
          result[0] += -0.00047759627;
        } else {
          result[0] += -0.010557793;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27693584561) ) ) {
          result[0] += 0.030479094;
        } else {
          result[0] += 0.015387185;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65898048878) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.0058742235;
        } else {
          result[0] += -0.041975867;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79411762953) ) ) {
          result[0] += 0.0046572275;
        } else {
          result[0] += -0.011118836;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)52) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2052) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27370551229) ) ) {
          result[0] += -0.015480521;
        } else {
          result[0] += 0.007339357;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)67) ) ) {
          result[0] += -0.032636017;
        } else {
          result[0] += -0.002380569;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5217391253) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43383324146) ) ) {
          result[0] += 0.012207236;
        } else {
          result[0] += 0.0032190753;
        }
      } else {
        result[0] += 0.0373623;
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2132) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += -0.0001954498;
        } else {
          result[0] += -0.0040816083;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.009287043;
        } else {
          result[0] += -0.029926613;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)45) ) ) {
          result[0] += -0.022778759;
        } else {
          result[0] += 0.0011872717;
        }
      } else {
        result[0] += -0.06423901;
      }
    }
  } else {
    if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)706) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.013303757;
        } else {
          result[0] += 0.00030094813;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.04533741;
        } else {
          result[0] += 0.025695488;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0017148029;
        } else {
          result[0] += -0.03824628;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
          result[0] += 0.00359379;
        } else {
          result[0] += 0.022254758;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7260273695) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.011103428;
        } else {
          result[0] += 0.02324024;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81143504381) ) ) {
          result[0] += -0.021844;
        } else {
          result[0] += 0.0041557266;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22832459211) ) ) {
          result[0] += 0.010922091;
        } else {
          result[0] += 4.4179276e-05;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          result[0] += -0.012404843;
        } else {
          result[0] += 0.00012387599;
        }
      }
    }
  } else {
    result[0] += -0.03518124;
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)647) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
          result[0] += -0.0012377537;
        } else {
          result[0] += 0.00034602868;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.017584115;
        } else {
          result[0] += 0.0026824165;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3281237483) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.015579951;
        } else {
          result[0] += 0.028682811;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2724) ) ) {
          result[0] += 0.0046676933;
        } else {
          result[0] += -0.028872672;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17098847032) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0068558306;
        } else {
          result[0] += -0.042031307;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18521590531) ) ) {
          result[0] += -0.064174026;
        } else {
          result[0] += 0.0026515916;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
        result[0] += 0.050271492;
      } else {
        result[0] += 0.011607887;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99520391226) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -7.7896715e-05;
        } else {
          result[0] += 0.0041527543;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
          result[0] += -0.0063162665;
        } else {
          result[0] += 0.010979131;
        }
      }
    } else {
      result[0] += -0.034857035;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)104) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.021262512;
        } else {
          result[0] += 0.0033059176;
        }
      } else {
        result[0] += -0.016143277;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.324513793) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.013019486;
        } else {
          result[0] += 0.009297177;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
          result[0] += -0.0028197546;
        } else {
          result[0] += 0.008716054;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)130) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)129) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.057142857462) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3935700953) ) ) {
          result[0] += -0.0039167306;
        } else {
          result[0] += 0.00011421311;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)35) ) ) {
          result[0] += 0.009799934;
        } else {
          result[0] += -0.01567548;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19044840336) ) ) {
        result[0] += -0.05012266;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14584121108) ) ) {
          result[0] += -0.009621031;
        } else {
          result[0] += -0.025636408;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17098847032) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0908950567) ) ) {
          result[0] += -0.0026755326;
        } else {
          result[0] += 0.0038915474;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)179) ) ) {
          result[0] += -0.016767789;
        } else {
          result[0] += 0.04646399;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
          result[0] += 0.008337452;
        } else {
          result[0] += 0.03350563;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)740) ) ) {
          result[0] += -0.0018443512;
        } else {
          result[0] += -0.013597663;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0111595495;
        } else {
          result[0] += 0.02741119;
        }
      } else {
        result[0] += -0.035904977;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)7) ) ) {
          result[0] += 0.022691352;
        } else {
          result[0] += 0.0019592352;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          result[0] += -0.0085044075;
        } else {
          result[0] += -0.00049588963;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)150) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0021259743;
        } else {
          result[0] += -0.017367043;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0061111874;
        } else {
          result[0] += 0.028450703;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)508) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.027406191;
        } else {
          result[0] += 0.004403163;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1468) ) ) {
          result[0] += -0.0430372;
        } else {
          result[0] += -0.0038107892;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3029) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.436191678) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
          result[0] += -0.0008229657;
        } else {
          result[0] += -0.012009313;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)331) ) ) {
          result[0] += 0.014435211;
        } else {
          result[0] += -0.000817507;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
          result[0] += 0.011942941;
        } else {
          result[0] += 0.003155699;
        }
      } else {
        result[0] += -0.03478211;
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16625541449) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.020725183;
        } else {
          result[0] += -0.011913772;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
          result[0] += -0.00362098;
        } else {
          result[0] += 0.008597357;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15796281397) ) ) {
          result[0] += -0.038450602;
        } else {
          result[0] += -0.012269578;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 0.0069414987;
        } else {
          result[0] += 0.017756196;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
          result[0] += 0.0029562744;
        } else {
          result[0] += -0.00048470506;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0073211878;
        } else {
          result[0] += 0.0045405887;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += 0.00091567094;
        } else {
          result[0] += 0.046283714;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
          result[0] += -0.007826756;
        } else {
          result[0] += 0.0047828667;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
      result[0] += -0.038962383;
    } else {
      result[0] += -0.013815883;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)412) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += -0.0033531867;
        } else {
          result[0] += 0.0005122126;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
          result[0] += -0.012050429;
        } else {
          result[0] += -0.0005651572;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)606) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.016926583;
        } else {
          result[0] += 0.04692954;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.95698022842) ) ) {
          result[0] += 0.0021817407;
        } else {
          result[0] += -0.050310023;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      result[0] += -0.005020752;
    } else {
      result[0] += -0.041649044;
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23531274498) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)100) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.00090464746;
        } else {
          result[0] += 0.004033097;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.016252056;
        } else {
          result[0] += 0.01969824;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)101) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.012513595;
        } else {
          result[0] += 0.041470744;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0018658258;
        } else {
          result[0] += 0.010480197;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1108) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.62401628494) ) ) {
          result[0] += -0.014082953;
        } else {
          result[0] += 0.009468817;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)98) ) ) {
          result[0] += 0.0017504077;
        } else {
          result[0] += -0.0025962123;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26177683473) ) ) {
        result[0] += -0.05341612;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += -0.021889715;
        } else {
          result[0] += 0.0011946772;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)199) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)126) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3280154467) ) ) {
          result[0] += -0.010529533;
        } else {
          result[0] += -0.00039555551;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.52891218662) ) ) {
          result[0] += 0.01280262;
        } else {
          result[0] += 0.0012380703;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)344) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.0030122176;
        } else {
          result[0] += 0.020590631;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)378) ) ) {
          result[0] += -0.041073885;
        } else {
          result[0] += -0.006081208;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)221) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43383324146) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.0024251668;
        } else {
          result[0] += -0.03015259;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)219) ) ) {
          result[0] += 0.00667931;
        } else {
          result[0] += 0.023497103;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)679) ) ) {
          result[0] += 0.00012298644;
        } else {
          result[0] += -0.014637266;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.68115544319) ) ) {
          result[0] += 0.017422907;
        } else {
          result[0] += 0.0038144842;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)804) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)758) ) ) {
          result[0] += -5.123665e-05;
        } else {
          result[0] += 0.007679881;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.034653466195) ) ) {
          result[0] += -0.008343636;
        } else {
          result[0] += 0.004560182;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)4397) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.74193751812) ) ) {
          result[0] += 0.0051398086;
        } else {
          result[0] += -0.011320542;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.30698227882) ) ) {
          result[0] += -0.036707964;
        } else {
          result[0] += -0.0018478343;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)128) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.64134651423) ) ) {
        result[0] += 0.019429862;
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.010651592;
        } else {
          result[0] += 0.0015331119;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)955) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)944) ) ) {
          result[0] += 0.010724061;
        } else {
          result[0] += 0.021284847;
        }
      } else {
        result[0] += -0.010546186;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.603978157) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)127) ) ) {
          result[0] += 0.02823169;
        } else {
          result[0] += 0.014047563;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0908950567) ) ) {
          result[0] += -0.013407816;
        } else {
          result[0] += 0.00020660133;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25745660067) ) ) {
          result[0] += 0.0010543284;
        } else {
          result[0] += -0.0051988047;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0051282052882) ) ) {
          result[0] += -0.012615511;
        } else {
          result[0] += 0.007113628;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19044840336) ) ) {
          result[0] += 0.010561132;
        } else {
          result[0] += 0.0005071931;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35264864564) ) ) {
          result[0] += 0.10132035;
        } else {
          result[0] += 0.05486585;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
        result[0] += -0.054952856;
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1226) ) ) {
          result[0] += -0.025472099;
        } else {
          result[0] += -0.0039470615;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3888888359) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99520391226) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.0003683406;
        } else {
          result[0] += 0.0049213343;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
          result[0] += 0.027350688;
        } else {
          result[0] += 0.0019422247;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
          result[0] += -0.009111994;
        } else {
          result[0] += 0.010522835;
        }
      } else {
        result[0] += -0.039032143;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19823335111) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7619047165) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25751304626) ) ) {
          result[0] += -0.054703947;
        } else {
          result[0] += 0.009929611;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22366218269) ) ) {
          result[0] += -0.0015128196;
        } else {
          result[0] += -0.023756301;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)78) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9248120785) ) ) {
          result[0] += 0.014782277;
        } else {
          result[0] += 0.0014725659;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37578552961) ) ) {
          result[0] += -0.0069197267;
        } else {
          result[0] += -0.040562667;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.158844769) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)6428) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)4971) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3002) ) ) {
          result[0] += -0.00065864326;
        } else {
          result[0] += 0.017837344;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12551145256) ) ) {
          result[0] += -0.014968025;
        } else {
          result[0] += -0.042438798;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1211201027) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)8246) ) ) {
          result[0] += 0.0031231763;
        } else {
          result[0] += -0.004775668;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.026918996;
        } else {
          result[0] += 0.0082320515;
        }
      }
    }
  } else {
    result[0] += 0.028058767;
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)199) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14848555624) ) ) {
          result[0] += -0.0024854431;
        } else {
          result[0] += 0.0004776835;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0017347193;
        } else {
          result[0] += 0.023130884;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)51) ) ) {
          result[0] += -0.006019592;
        } else {
          result[0] += -0.037274845;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0056347223;
        } else {
          result[0] += 0.0047399607;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)633) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)110) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.023906335;
        } else {
          result[0] += 0.0019482205;
        }
      } else {
        result[0] += 0.040787946;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.95698022842) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.0027359694;
        } else {
          result[0] += 0.02043718;
        }
      } else {
        result[0] += -0.046502072;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99955415726) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += -0.0002424103;
        } else {
          result[0] += -0.030797807;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76058292389) ) ) {
          result[0] += 0.017138358;
        } else {
          result[0] += -0.0010723317;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31706282496) ) ) {
          result[0] += 0.010241799;
        } else {
          result[0] += -0.017933587;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20621538162) ) ) {
          result[0] += -0.039612997;
        } else {
          result[0] += -0.065834604;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3281237483) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49405089021) ) ) {
          result[0] += 0.020906731;
        } else {
          result[0] += 0.04442857;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24652284384) ) ) {
          result[0] += 0.0019986199;
        } else {
          result[0] += 0.02152513;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)71) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1002) ) ) {
          result[0] += 0.004466324;
        } else {
          result[0] += -0.0034319002;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)90) ) ) {
          result[0] += -0.0028607778;
        } else {
          result[0] += 0.0004972541;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.603978157) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.018260578;
        } else {
          result[0] += -0.005491028;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1415997744) ) ) {
          result[0] += -0.008542892;
        } else {
          result[0] += -0.00018730131;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0013519942;
        } else {
          result[0] += 0.029957578;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0014282417;
        } else {
          result[0] += 0.012339314;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.014261571;
        } else {
          result[0] += -0.06629812;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.56009823084) ) ) {
          result[0] += 0.050083786;
        } else {
          result[0] += -0.009885954;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.5359724164) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0029481265;
        } else {
          result[0] += -0.017477611;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)199) ) ) {
          result[0] += -0.015450604;
        } else {
          result[0] += -0.00021920663;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.004336286;
        } else {
          result[0] += -0.025905505;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
          result[0] += 0.00081681646;
        } else {
          result[0] += -0.007730234;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.088235296309) ) ) {
          result[0] += -5.987145e-05;
        } else {
          result[0] += -0.017726513;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += 0.009662597;
        } else {
          result[0] += -0.018177463;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
          result[0] += -0.004180512;
        } else {
          result[0] += 0.008530092;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
          result[0] += 0.035456058;
        } else {
          result[0] += 0.009922558;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.00062275265;
        } else {
          result[0] += -0.0067294836;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)640) ) ) {
          result[0] += 0.034445595;
        } else {
          result[0] += 0.0032974896;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)120) ) ) {
          result[0] += -0.00077777414;
        } else {
          result[0] += -0.038577616;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01277955249) ) ) {
          result[0] += -0.022856459;
        } else {
          result[0] += 0.0023763773;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)96) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.014030913;
        } else {
          result[0] += -0.0115684;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57944726944) ) ) {
          result[0] += -0.0045383065;
        } else {
          result[0] += 0.0007122586;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0057803466916) ) ) {
        result[0] += -0.039968472;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12551145256) ) ) {
          result[0] += 0.008044976;
        } else {
          result[0] += -0.019075619;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0057803466916) ) ) {
          result[0] += 0.03185229;
        } else {
          result[0] += 0.017485453;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += -0.02082604;
        } else {
          result[0] += 0.003860316;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)6428) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82829266787) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74193549156) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36611607671) ) ) {
          result[0] += 0.0023022653;
        } else {
          result[0] += -0.00087311276;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.64134651423) ) ) {
          result[0] += -0.016891934;
        } else {
          result[0] += -0.0033299786;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9248120785) ) ) {
          result[0] += 0.0033408303;
        } else {
          result[0] += -0.0011459683;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += -0.011486958;
        } else {
          result[0] += 0.004064087;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.056765981019) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)9498) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01754385978) ) ) {
          result[0] += 0.007321068;
        } else {
          result[0] += 0.00047571093;
        }
      } else {
        result[0] += -0.010490937;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)312) ) ) {
          result[0] += 0.017272828;
        } else {
          result[0] += 0.03462476;
        }
      } else {
        result[0] += 0.002963683;
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)1288) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.0004373601;
        } else {
          result[0] += -0.005743779;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0026942084;
        } else {
          result[0] += -0.016438065;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += -0.039814495;
      } else {
        result[0] += 0.007893027;
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023310023826) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01277955249) ) ) {
        result[0] += 0.02428541;
      } else {
        result[0] += 0.014464942;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0049504949711) ) ) {
        result[0] += -0.017968988;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2995) ) ) {
          result[0] += 0.010373505;
        } else {
          result[0] += 0.01969198;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.94717770815) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.054054055363) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)35) ) ) {
          result[0] += -0.005603503;
        } else {
          result[0] += -0.039150354;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += -0.010051992;
        } else {
          result[0] += 0.011453665;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0427645445) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += 0.007227531;
        } else {
          result[0] += -0.016183188;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0009681174;
        } else {
          result[0] += 0.023785498;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.86206054688) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1103) ) ) {
          result[0] += 0.008700785;
        } else {
          result[0] += -0.018442592;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)174) ) ) {
          result[0] += -0.098483935;
        } else {
          result[0] += -0.007521329;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.15573769808) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 7.0268696e-05;
        } else {
          result[0] += -0.01713412;
        }
      } else {
        result[0] += 0.026962379;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.011468623;
        } else {
          result[0] += 0.0018223956;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4652532339) ) ) {
          result[0] += 0.00016622338;
        } else {
          result[0] += 0.0091495;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8666666746) ) ) {
          result[0] += -0.020730378;
        } else {
          result[0] += -0.0027212985;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += 0.00054770405;
        } else {
          result[0] += 0.0151697695;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40854945779) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70998769999) ) ) {
        result[0] += 0.021203866;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51811027527) ) ) {
          result[0] += -0.02698336;
        } else {
          result[0] += -0.009061907;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.47200655937) ) ) {
          result[0] += 0.0067972103;
        } else {
          result[0] += -0.0012247988;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          result[0] += -0.010644549;
        } else {
          result[0] += -0.024816306;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.095238097012) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4106003046) ) ) {
          result[0] += -0.035710096;
        } else {
          result[0] += 0.02054352;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26488891244) ) ) {
          result[0] += 0.0035140456;
        } else {
          result[0] += -0.023862781;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088255420327) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.010322544;
        } else {
          result[0] += 0.010584388;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0149253607) ) ) {
          result[0] += 0.019019917;
        } else {
          result[0] += -0.00030558088;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1343283653) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38219675422) ) ) {
          result[0] += 0.003992298;
        } else {
          result[0] += 0.016853867;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1604938507) ) ) {
          result[0] += -0.0835863;
        } else {
          result[0] += 0.0013163706;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.062751747668) ) ) {
          result[0] += -0.050168116;
        } else {
          result[0] += 0.008169197;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
          result[0] += -0.00014779095;
        } else {
          result[0] += 0.0022294268;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)278) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)268) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.56009823084) ) ) {
          result[0] += 0.0025763125;
        } else {
          result[0] += -0.00024153292;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)272) ) ) {
          result[0] += 0.03531832;
        } else {
          result[0] += 0.008839931;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36498385668) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += 0.021338115;
        } else {
          result[0] += 0.035085157;
        }
      } else {
        result[0] += 0.0060074287;
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)265) ) ) {
          result[0] += -0.0012345747;
        } else {
          result[0] += -0.014317951;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0043445798;
        } else {
          result[0] += 0.04440208;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.58507514) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3027895689) ) ) {
          result[0] += -0.010741948;
        } else {
          result[0] += -0.05676451;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75855475664) ) ) {
          result[0] += 0.025100429;
        } else {
          result[0] += -0.0029909431;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)619) ) ) {
          result[0] += 9.1878115e-05;
        } else {
          result[0] += -0.032448765;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0053241597;
        } else {
          result[0] += 0.026993671;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)706) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.004975906;
        } else {
          result[0] += 0.036363814;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.00517665;
        } else {
          result[0] += -0.07812322;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)250) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
          result[0] += -0.0016838395;
        } else {
          result[0] += -0.049854632;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.024890339;
        } else {
          result[0] += -0.0011955485;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056306305341) ) ) {
          result[0] += 0.00012379591;
        } else {
          result[0] += 0.009251154;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)99) ) ) {
          result[0] += 0.028609177;
        } else {
          result[0] += 0.011752227;
        }
      }
    }
  }
}

