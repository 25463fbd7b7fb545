
#include "header.h"

void predict_unit1(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302899837) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
          result[0] += -0.04682132;
        } else {
          result[0] += -0.017333573;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1424) ) ) {
          result[0] += -0.0726065;
        } else {
          result[0] += -0.031404138;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
          result[0] += -0.0068756877;
        } else {
          result[0] += 0.016679378;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
          result[0] += 0.001823917;
        } else {
          result[0] += 0.026912993;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.007095463;
        } else {
          result[0] += 0.002076838;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
          result[0] += -0.0197941;
        } else {
          result[0] += -0.0026671907;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.010767366;
        } else {
          result[0] += -0.045533907;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          result[0] += -0.04363431;
        } else {
          result[0] += 0.013278189;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17657785118) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997429729) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.010382511;
        } else {
          result[0] += -0.042418133;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.99512195587) ) ) {
          result[0] += -0.0061712777;
        } else {
          result[0] += 0.0053086514;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
          result[0] += 0.0015750955;
        } else {
          result[0] += -0.0070981006;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
          result[0] += 0.0077367;
        } else {
          result[0] += 0.020022132;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)241) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.47468355298) ) ) {
          result[0] += 0.0006772076;
        } else {
          result[0] += 0.0074397433;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1895875931) ) ) {
          result[0] += -0.0053310464;
        } else {
          result[0] += 0.007433892;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
          result[0] += 0.016582368;
        } else {
          result[0] += -0.0026403642;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.017303426;
        } else {
          result[0] += 0.036730435;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90384614468) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.02661024;
        } else {
          result[0] += -0.005553346;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.03496098;
        } else {
          result[0] += 0.025550798;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6428571939) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3939393759) ) ) {
          result[0] += 0.00788458;
        } else {
          result[0] += -0.008240344;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.021606603637) ) ) {
          result[0] += 0.027740864;
        } else {
          result[0] += -0.0017401271;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3029) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5073107481) ) ) {
          result[0] += -0.005637077;
        } else {
          result[0] += 0.00030217288;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.158844769) ) ) {
          result[0] += 0.018380467;
        } else {
          result[0] += -0.032212187;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.003833276;
        } else {
          result[0] += 0.013933624;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0060145822;
        } else {
          result[0] += -0.075623535;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5073107481) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          result[0] += -0.016507715;
        } else {
          result[0] += -0.005986392;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0644258261) ) ) {
          result[0] += 0.011864463;
        } else {
          result[0] += -0.034996055;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
          result[0] += -0.00089671416;
        } else {
          result[0] += 0.0043569407;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.017300867;
        } else {
          result[0] += 0.008630556;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)103) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)23) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)385) ) ) {
          result[0] += 0.006220361;
        } else {
          result[0] += 0.016607555;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.037128005;
        } else {
          result[0] += -0.006382362;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
        result[0] += 0.019117156;
      } else {
        result[0] += 0.037117384;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5073107481) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
          result[0] += -0.0072864094;
        } else {
          result[0] += 0.018286359;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1491) ) ) {
          result[0] += -0.037926037;
        } else {
          result[0] += 0.0039276644;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89090824127) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.059659089893) ) ) {
          result[0] += 0.02655871;
        } else {
          result[0] += 0.004920864;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.00672581;
        } else {
          result[0] += -0.023063054;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.056603774428) ) ) {
          result[0] += 0.0015023503;
        } else {
          result[0] += -0.014567538;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.0010603599;
        } else {
          result[0] += 0.026564116;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.03745863;
        } else {
          result[0] += 0.07860034;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += -0.008612579;
        } else {
          result[0] += 0.0062490148;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.009297681;
        } else {
          result[0] += -0.0019370478;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)721) ) ) {
          result[0] += 0.0022596747;
        } else {
          result[0] += -0.009903084;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.050436962;
        } else {
          result[0] += 0.004749694;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9600000381) ) ) {
          result[0] += -0.0023118702;
        } else {
          result[0] += -0.053856105;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0051911683;
        } else {
          result[0] += -0.028357852;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1147) ) ) {
          result[0] += -0.0029965104;
        } else {
          result[0] += -0.042659324;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.022291742;
        } else {
          result[0] += 0.03643221;
        }
      } else {
        result[0] += -0.015829846;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2307692766) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068292684853) ) ) {
          result[0] += -0.004106986;
        } else {
          result[0] += -0.022816662;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.036363635212) ) ) {
          result[0] += 0.0018864565;
        } else {
          result[0] += 0.041011076;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0017014247;
        } else {
          result[0] += 0.014040309;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.01281451;
        } else {
          result[0] += 0.0037945043;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
        result[0] += -0.0020248955;
      } else {
        result[0] += 0.044470843;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += -0.018274527;
        } else {
          result[0] += -0.032041635;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.009204037;
        } else {
          result[0] += -0.021287102;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045121952891) ) ) {
          result[0] += -0.0002219829;
        } else {
          result[0] += -0.010171334;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.024775602;
        } else {
          result[0] += -0.0030477967;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3002) ) ) {
          result[0] += 0.007985949;
        } else {
          result[0] += 0.023989925;
        }
      } else {
        result[0] += -0.051839627;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2995) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1794) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091407680884) ) ) {
          result[0] += 0.008594225;
        } else {
          result[0] += -0.011298689;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
          result[0] += -0.05728928;
        } else {
          result[0] += 0.0069128606;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
        result[0] += -0.00692643;
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.041951220483) ) ) {
          result[0] += 0.036050647;
        } else {
          result[0] += 0.016120655;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.0003032235;
        } else {
          result[0] += -0.013789755;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.013068977;
        } else {
          result[0] += -0.010606861;
        }
      }
    } else {
      result[0] += -0.07398298;
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85714286566) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.0026154765;
        } else {
          result[0] += -0.020770648;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += 0.012274366;
        } else {
          result[0] += -0.0010110465;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
        result[0] += -0.00040613097;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          result[0] += 0.027588144;
        } else {
          result[0] += 0.017238162;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65424275398) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.036079913;
        } else {
          result[0] += -0.015251011;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          result[0] += -0.085151576;
        } else {
          result[0] += -0.028187755;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.059875425;
        } else {
          result[0] += -0.003287926;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
          result[0] += 0.0025524725;
        } else {
          result[0] += -0.010830418;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          result[0] += -0.00901422;
        } else {
          result[0] += -0.0010974264;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.0040744464;
        } else {
          result[0] += -0.043769766;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.060861982;
        } else {
          result[0] += 0.004967496;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.022730438;
        } else {
          result[0] += 0.0154328495;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18681415915) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.004114486;
        } else {
          result[0] += 0.012681027;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += -0.0019131874;
        } else {
          result[0] += 0.003634873;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += -0.017536465;
        } else {
          result[0] += -0.060023632;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          result[0] += 0.00092305307;
        } else {
          result[0] += -0.024360256;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43345278502) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
          result[0] += -0.035289824;
        } else {
          result[0] += -0.07603107;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
          result[0] += -0.008295991;
        } else {
          result[0] += 0.026122266;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          result[0] += 0.020645851;
        } else {
          result[0] += 0.04233485;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39382302761) ) ) {
          result[0] += -0.026162306;
        } else {
          result[0] += 0.01017638;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068292684853) ) ) {
          result[0] += 0.0002162503;
        } else {
          result[0] += -0.018122848;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
          result[0] += 0.016468583;
        } else {
          result[0] += 0.0025097176;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
          result[0] += 0.006349705;
        } else {
          result[0] += -0.043780096;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          result[0] += -0.0053552086;
        } else {
          result[0] += 0.011995503;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.083422765;
        } else {
          result[0] += -0.016426085;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
          result[0] += -0.035903506;
        } else {
          result[0] += -0.12051566;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.007165079;
        } else {
          result[0] += 0.0071682534;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0153477;
        } else {
          result[0] += -0.048395406;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070209384) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5833333731) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2000000477) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          result[0] += -0.004141477;
        } else {
          result[0] += 0.0004778883;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
          result[0] += 0.05075235;
        } else {
          result[0] += 0.006816072;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)287) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
          result[0] += -0.014967205;
        } else {
          result[0] += 0.0025593762;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)301) ) ) {
          result[0] += -0.10819887;
        } else {
          result[0] += -0.02701937;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += -0.009490028;
        } else {
          result[0] += 0.0018225454;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6912016869) ) ) {
          result[0] += 0.0044123437;
        } else {
          result[0] += 0.03515382;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        result[0] += 0.05777623;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3548) ) ) {
          result[0] += 0.010534257;
        } else {
          result[0] += 0.028229011;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0095227957) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.020075079;
        } else {
          result[0] += 0.009836983;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += 0.043125883;
        } else {
          result[0] += 0.024283946;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += -0.0007874732;
        } else {
          result[0] += -0.063493185;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.037483424;
        } else {
          result[0] += 0.013215475;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          result[0] += 0.014199476;
        } else {
          result[0] += -0.017342266;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
          result[0] += 0.00670648;
        } else {
          result[0] += -0.00833555;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57186740637) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.013244401;
        } else {
          result[0] += 0.050548792;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.45595192909) ) ) {
          result[0] += -0.02545743;
        } else {
          result[0] += 0.0067556845;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -9.6608775e-05;
        } else {
          result[0] += -0.010961303;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
          result[0] += 0.0046555162;
        } else {
          result[0] += -0.014442913;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0146300765;
        } else {
          result[0] += -0.002181046;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.028678626;
        } else {
          result[0] += -0.0028230492;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 0.0016728819;
        } else {
          result[0] += -0.011719241;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += 0.015098251;
        } else {
          result[0] += -0.004680229;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)658) ) ) {
          result[0] += 0.0070621627;
        } else {
          result[0] += -0.0023968394;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
          result[0] += 0.04168106;
        } else {
          result[0] += 0.019793244;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.300781846) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0041753654368) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.028732616;
        } else {
          result[0] += 0.013775862;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.007060495;
        } else {
          result[0] += 0.055060573;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.02532264;
        } else {
          result[0] += 2.2835748e-05;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)116) ) ) {
          result[0] += -0.016796002;
        } else {
          result[0] += -0.00052497914;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65424275398) ) ) {
        result[0] += -0.06562962;
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1590) ) ) {
          result[0] += -0.0019852673;
        } else {
          result[0] += 0.022666493;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          result[0] += 0.01948536;
        } else {
          result[0] += 0.038876917;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.009626563;
        } else {
          result[0] += -0.018914074;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40299323201) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          result[0] += -0.011306799;
        } else {
          result[0] += 0.00038093128;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.0348142;
        } else {
          result[0] += 0.0012580148;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          result[0] += -0.0135295605;
        } else {
          result[0] += -0.0512198;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.003300979;
        } else {
          result[0] += -0.03143319;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += 0.002134849;
        } else {
          result[0] += 0.017738935;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
          result[0] += 0.034857377;
        } else {
          result[0] += -0.010587809;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)776) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          result[0] += 0.021179581;
        } else {
          result[0] += 0.047327533;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
          result[0] += -0.0062355637;
        } else {
          result[0] += 0.013409826;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)106) ) ) {
          result[0] += -0.002015775;
        } else {
          result[0] += 0.0020621247;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
          result[0] += -0.012073521;
        } else {
          result[0] += -0.0001114133;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)280) ) ) {
        result[0] += 0.041829504;
      } else {
        result[0] += 0.02216921;
      }
    }
  } else {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          result[0] += 0.00068774755;
        } else {
          result[0] += -0.025518743;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
          result[0] += 0.0051729195;
        } else {
          result[0] += -0.0114113325;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.008125856;
        } else {
          result[0] += -0.0055496697;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017621144652) ) ) {
          result[0] += 0.011799681;
        } else {
          result[0] += -0.0065705054;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10875273496) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.018896947;
        } else {
          result[0] += 0.0010173386;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.7364653945) ) ) {
          result[0] += -0.00032596977;
        } else {
          result[0] += -0.05620126;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.050595238805) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          result[0] += 0.0015958952;
        } else {
          result[0] += 0.0393926;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.01933349;
        } else {
          result[0] += -0.0045484;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1895875931) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)282) ) ) {
          result[0] += 0.00057394203;
        } else {
          result[0] += -0.021031788;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += 0.046042632;
        } else {
          result[0] += -0.0014369752;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057142856531) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
          result[0] += -0.012380681;
        } else {
          result[0] += 0.019095294;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.0051367944;
        } else {
          result[0] += 0.006468773;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65424275398) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.039559096;
        } else {
          result[0] += 0.008758778;
        }
      } else {
        result[0] += 0.009378517;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)42) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62857145071) ) ) {
          result[0] += 0.061606158;
        } else {
          result[0] += -0.0062794024;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          result[0] += -0.022011263;
        } else {
          result[0] += -0.000766389;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63674265146) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
          result[0] += 0.0069201454;
        } else {
          result[0] += 0.037858397;
        }
      } else {
        result[0] += 0.009785804;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
          result[0] += 0.00076796504;
        } else {
          result[0] += -0.00826666;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46522316337) ) ) {
          result[0] += -0.010195184;
        } else {
          result[0] += 0.0071230913;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6428571939) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.007512649;
        } else {
          result[0] += -0.024552947;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          result[0] += 0.010670011;
        } else {
          result[0] += -0.016453292;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
          result[0] += 0.009325376;
        } else {
          result[0] += 0.037293203;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
          result[0] += -0.005939432;
        } else {
          result[0] += 0.019209169;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.00041666726;
        } else {
          result[0] += 0.0082308;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)141) ) ) {
          result[0] += -0.01912326;
        } else {
          result[0] += 0.0018073855;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.006847683;
        } else {
          result[0] += 0.07298729;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.10905015;
        } else {
          result[0] += -0.020833652;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.003700743;
        } else {
          result[0] += -0.030986601;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
          result[0] += -0.0006380048;
        } else {
          result[0] += 0.0054802233;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)332) ) ) {
          result[0] += -0.001994182;
        } else {
          result[0] += -0.018576609;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.006827339;
        } else {
          result[0] += -0.057911217;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
          result[0] += 0.0006435664;
        } else {
          result[0] += 0.00611236;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.004998579;
        } else {
          result[0] += -0.06840117;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.03556297;
        } else {
          result[0] += -0.01957206;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.037923068;
        } else {
          result[0] += -0.005128931;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.00038925334;
        } else {
          result[0] += 0.0064571127;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          result[0] += -0.022006262;
        } else {
          result[0] += 0.012868056;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.22314049304) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.0061015175;
        } else {
          result[0] += -0.032767285;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
          result[0] += 0.035771605;
        } else {
          result[0] += 0.017101517;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)174) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)163) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.011969565;
        } else {
          result[0] += -0.010280284;
        }
      } else {
        result[0] += -0.038024586;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)182) ) ) {
          result[0] += 0.035545003;
        } else {
          result[0] += 0.016036045;
        }
      } else {
        result[0] += -0.02162793;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088545449078) ) ) {
          result[0] += -0.039956655;
        } else {
          result[0] += 0.01388211;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0002478822;
        } else {
          result[0] += 0.007150671;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.00555098;
        } else {
          result[0] += -0.024812954;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0052720457;
        } else {
          result[0] += 0.012001605;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        result[0] += 0.03298701;
      } else {
        result[0] += 0.016023476;
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0029694359;
        } else {
          result[0] += 0.013991605;
        }
      } else {
        result[0] += 0.040214416;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65424275398) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.009550023;
        } else {
          result[0] += 0.009765062;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63674265146) ) ) {
          result[0] += 0.027363304;
        } else {
          result[0] += -0.00048271962;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.48233792186) ) ) {
          result[0] += 0.012700224;
        } else {
          result[0] += -0.0003089709;
        }
      } else {
        result[0] += -0.050477464;
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0053968853;
        } else {
          result[0] += 0.028075445;
        }
      } else {
        result[0] += 0.08534826;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43345278502) ) ) {
          result[0] += -0.03814505;
        } else {
          result[0] += 0.006776;
        }
      } else {
        result[0] += -0.10487665;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += -9.8828714e-05;
        } else {
          result[0] += 0.014571351;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.0052727377;
        } else {
          result[0] += -0.056148916;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0051746336;
        } else {
          result[0] += -0.03156201;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += 0.029124543;
        } else {
          result[0] += 0.0071830573;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71794873476) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.38636362553) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.007610099;
        } else {
          result[0] += 0.007573154;
        }
      } else {
        result[0] += -0.021687305;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
        result[0] += 0.037153568;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81081080437) ) ) {
          result[0] += 0.018901316;
        } else {
          result[0] += -0.00020462145;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
          result[0] += -0.0036998147;
        } else {
          result[0] += 0.0033677646;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += 0.023752742;
        } else {
          result[0] += 0.0009466065;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          result[0] += -0.019331137;
        } else {
          result[0] += 0.0013844188;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)165) ) ) {
          result[0] += 0.005567611;
        } else {
          result[0] += -0.0026749084;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
        result[0] += 0.011910077;
      } else {
        result[0] += 0.059276182;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51726895571) ) ) {
          result[0] += -0.0033326515;
        } else {
          result[0] += -0.07085215;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
          result[0] += 0.0032645501;
        } else {
          result[0] += 0.014125719;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.041902333;
        } else {
          result[0] += -0.0049174633;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.00018414098;
        } else {
          result[0] += 0.0038514968;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
          result[0] += -0.016048146;
        } else {
          result[0] += -0.049962323;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0090306485;
        } else {
          result[0] += 0.011516755;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75329273939) ) ) {
          result[0] += 0.00454775;
        } else {
          result[0] += 0.03579381;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.40459892154) ) ) {
          result[0] += 0.034919266;
        } else {
          result[0] += 0.013605206;
        }
      }
    } else {
      result[0] += -0.052133095;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302899837) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)555) ) ) {
          result[0] += 0.00263488;
        } else {
          result[0] += -0.010520729;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.14536584914) ) ) {
          result[0] += -0.06346793;
        } else {
          result[0] += -0.009481738;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
          result[0] += -0.0006030616;
        } else {
          result[0] += 0.0035531637;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4666666985) ) ) {
          result[0] += -0.003388133;
        } else {
          result[0] += -0.026917284;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71794873476) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44420599937) ) ) {
          result[0] += 0.008436809;
        } else {
          result[0] += -0.042719964;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83333331347) ) ) {
          result[0] += 0.016748765;
        } else {
          result[0] += 0.029592669;
        }
      }
    } else {
      result[0] += -0.033324715;
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.62948542833) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0014252398;
        } else {
          result[0] += 0.0038379703;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.010296467;
        } else {
          result[0] += 0.0030013216;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46522316337) ) ) {
          result[0] += -0.049655877;
        } else {
          result[0] += -0.012247815;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
          result[0] += 0.011606106;
        } else {
          result[0] += -0.0055266083;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70474749804) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0096042855;
        } else {
          result[0] += -0.0063002617;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75329273939) ) ) {
          result[0] += -0.08033416;
        } else {
          result[0] += -0.004125053;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
          result[0] += 0.0042407936;
        } else {
          result[0] += -0.022389354;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.007975065;
        } else {
          result[0] += 0.04332994;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.00028374666;
        } else {
          result[0] += -0.0068568946;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.0123116365;
        } else {
          result[0] += 0.013596574;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          result[0] += 0.0048325597;
        } else {
          result[0] += 0.01421333;
        }
      } else {
        result[0] += -0.04240128;
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)33) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
          result[0] += 0.011663709;
        } else {
          result[0] += 0.0033393938;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.067716270685) ) ) {
          result[0] += 0.0340359;
        } else {
          result[0] += 0.000643389;
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += -0.051063634;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0089244843) ) ) {
          result[0] += 0.009545702;
        } else {
          result[0] += -0.025026638;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          result[0] += -0.007341987;
        } else {
          result[0] += -0.0004105418;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0018013945;
        } else {
          result[0] += -0.04493793;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544719458) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
          result[0] += -0.034773618;
        } else {
          result[0] += 0.010282608;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += 0.0246424;
        } else {
          result[0] += 0.0017255634;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047804877162) ) ) {
        result[0] += 0.03708221;
      } else {
        result[0] += 0.007481828;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)244) ) ) {
          result[0] += 0.013158095;
        } else {
          result[0] += 0.026476497;
        }
      } else {
        result[0] += -0.0002980875;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448895931) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.014273879;
        } else {
          result[0] += -0.04647396;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.005637823;
        } else {
          result[0] += 0.00023226431;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025000000373) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0024972963;
        } else {
          result[0] += 0.014911691;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.0016266181;
        } else {
          result[0] += -0.038351208;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)166) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33959692717) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.012244142;
        } else {
          result[0] += 0.007993433;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.0043910104;
        } else {
          result[0] += 0.016745932;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)196) ) ) {
          result[0] += -0.016067822;
        } else {
          result[0] += 0.00473257;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.0336893;
        } else {
          result[0] += 0.020680046;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
          result[0] += -0.017143814;
        } else {
          result[0] += -0.047165155;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
          result[0] += 0.0015363122;
        } else {
          result[0] += -0.019151248;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.01697112;
        } else {
          result[0] += 0.00053393835;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
          result[0] += -0.0035048441;
        } else {
          result[0] += 0.0194241;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
      result[0] += 0.04318571;
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        result[0] += 0.02646488;
      } else {
        result[0] += 0.008794052;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792880297) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.013033951;
        } else {
          result[0] += 0.012937414;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
          result[0] += 2.4401785e-05;
        } else {
          result[0] += 0.047137443;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1895875931) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.04619021;
        } else {
          result[0] += 0.026734034;
        }
      } else {
        result[0] += -0.008193342;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35667729378) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
          result[0] += -0.00040069965;
        } else {
          result[0] += 0.011865042;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)42) ) ) {
          result[0] += -0.09761553;
        } else {
          result[0] += -0.0053251865;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.052581865;
        } else {
          result[0] += 0.10122486;
        }
      } else {
        result[0] += -0.030195002;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5073107481) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)301) ) ) {
          result[0] += -0.01921588;
        } else {
          result[0] += -0.048374224;
        }
      } else {
        result[0] += 0.010735533;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36629340053) ) ) {
          result[0] += 0.02066605;
        } else {
          result[0] += -0.0025461684;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21534273028) ) ) {
          result[0] += -0.055303622;
        } else {
          result[0] += -0.0077074803;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.065365850925) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += 0.00062266836;
        } else {
          result[0] += 0.0070061283;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18097187579) ) ) {
          result[0] += 0.04304145;
        } else {
          result[0] += 0.0145365065;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87179487944) ) ) {
          result[0] += -0.034826458;
        } else {
          result[0] += 0.0032428445;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.066381156445) ) ) {
          result[0] += -0.035099197;
        } else {
          result[0] += -0.0004884648;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19632560015) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1538461447) ) ) {
          result[0] += -0.0042268126;
        } else {
          result[0] += 0.0022122099;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4402332306) ) ) {
          result[0] += -0.0074142157;
        } else {
          result[0] += -0.04046747;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.002786603;
        } else {
          result[0] += 0.024178986;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
          result[0] += -0.0021859894;
        } else {
          result[0] += -0.034157056;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0020541262;
        } else {
          result[0] += -0.004436514;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0067556575;
        } else {
          result[0] += 0.039807644;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0056179775856) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.011719781;
        } else {
          result[0] += 0.050490256;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
          result[0] += 0.007219728;
        } else {
          result[0] += -0.0016351575;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21534273028) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += -0.016000893;
        } else {
          result[0] += -0.056956775;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22020827234) ) ) {
          result[0] += 0.0075119063;
        } else {
          result[0] += -0.0684073;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += -0.0005266071;
        } else {
          result[0] += 0.016425194;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0037163794;
        } else {
          result[0] += -0.040779334;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.070072993636) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)131) ) ) {
          result[0] += 0.0020584103;
        } else {
          result[0] += 0.013620915;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4468084574) ) ) {
          result[0] += -0.0001322332;
        } else {
          result[0] += -0.02229447;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.158844769) ) ) {
          result[0] += -0.022107475;
        } else {
          result[0] += 0.03385254;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.15714286268) ) ) {
          result[0] += 0.005073776;
        } else {
          result[0] += -0.02780394;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
          result[0] += -0.0013723386;
        } else {
          result[0] += 0.0022304652;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.012538015;
        } else {
          result[0] += 0.0012840963;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.046202216;
        } else {
          result[0] += 0.021280607;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)301) ) ) {
          result[0] += 0.0006033145;
        } else {
          result[0] += 0.011584814;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0051200045;
        } else {
          result[0] += -0.022687346;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += 0.05935381;
        } else {
          result[0] += -0.011868509;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)202) ) ) {
        result[0] += -0.0012093267;
      } else {
        result[0] += -0.09793274;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1752577275) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.029256854206) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
          result[0] += -0.047507446;
        } else {
          result[0] += -0.019699313;
        }
      } else {
        result[0] += -0.077309035;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81333333254) ) ) {
          result[0] += 0.010215381;
        } else {
          result[0] += -0.042433735;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          result[0] += 0.0017941858;
        } else {
          result[0] += 0.023776894;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)149) ) ) {
          result[0] += -0.026858527;
        } else {
          result[0] += -0.003276721;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.00047890568;
        } else {
          result[0] += 0.0062309047;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          result[0] += -0.019656116;
        } else {
          result[0] += 0.011209682;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
          result[0] += -0.0010609439;
        } else {
          result[0] += -0.04057554;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10875273496) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
          result[0] += -0.00058746914;
        } else {
          result[0] += -0.010657421;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
          result[0] += -0.04090492;
        } else {
          result[0] += 0.0017322319;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)251) ) ) {
          result[0] += 0.0064575295;
        } else {
          result[0] += 0.052042764;
        }
      } else {
        result[0] += -0.0902381;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.54935622215) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
          result[0] += -0.002199074;
        } else {
          result[0] += -0.01825128;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)101) ) ) {
          result[0] += 0.01670761;
        } else {
          result[0] += 0.0005674781;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.10869564861) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
          result[0] += 0.0050548976;
        } else {
          result[0] += 0.00078586204;
        }
      } else {
        result[0] += -0.049828876;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0033195135;
        } else {
          result[0] += 0.008099403;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
          result[0] += 0.00071132486;
        } else {
          result[0] += 0.019401424;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0095227957) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
          result[0] += 0.010939396;
        } else {
          result[0] += -0.05652513;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
          result[0] += 0.0019521583;
        } else {
          result[0] += 0.01300321;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1861) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0043177907;
        } else {
          result[0] += -0.0026308943;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.046153847128) ) ) {
          result[0] += 0.039343756;
        } else {
          result[0] += 0.0020076656;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.57424724102) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2019) ) ) {
          result[0] += 0.011586019;
        } else {
          result[0] += 0.027016317;
        }
      } else {
        result[0] += -0.003467432;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0008881241;
        } else {
          result[0] += -0.0027762847;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
          result[0] += 0.0041610203;
        } else {
          result[0] += 0.07402809;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += 0.011585047;
        } else {
          result[0] += -0.008611446;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
          result[0] += -0.05989459;
        } else {
          result[0] += -0.01807846;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.0058483323;
        } else {
          result[0] += -0.031496983;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0018540919;
        } else {
          result[0] += -0.052960556;
        }
      }
    } else {
      result[0] += -0.052341133;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.027679443;
        } else {
          result[0] += -9.8595105e-05;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.007794162;
        } else {
          result[0] += -0.022320237;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += -0.07701115;
        } else {
          result[0] += -0.0008885888;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.09608754;
        } else {
          result[0] += -0.021110458;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)293) ) ) {
          result[0] += 0.0029902684;
        } else {
          result[0] += -0.0014991594;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          result[0] += -0.015968302;
        } else {
          result[0] += -0.0008383929;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.0053316224;
        } else {
          result[0] += 0.027711604;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)202) ) ) {
          result[0] += 0.008035216;
        } else {
          result[0] += -0.09218659;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0002634574;
        } else {
          result[0] += 0.010728492;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0047455723;
        } else {
          result[0] += 0.03681543;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46522316337) ) ) {
          result[0] += -0.035817258;
        } else {
          result[0] += -0.009547005;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
          result[0] += 0.022942593;
        } else {
          result[0] += -0.0018159638;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.2649537921) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
          result[0] += -0.0063152364;
        } else {
          result[0] += 0.0054825866;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)466) ) ) {
          result[0] += -0.025273686;
        } else {
          result[0] += -0.0070160786;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)619) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
          result[0] += 0.0023210254;
        } else {
          result[0] += 0.014223996;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.65809613466) ) ) {
          result[0] += 0.02332224;
        } else {
          result[0] += -0.003086789;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5073107481) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.039883632;
        } else {
          result[0] += -0.017887054;
        }
      } else {
        result[0] += 0.005368935;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)721) ) ) {
          result[0] += -0.0019443374;
        } else {
          result[0] += -0.012707221;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.0018014573;
        } else {
          result[0] += 0.022460954;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43345278502) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.017352719;
        } else {
          result[0] += -0.050913632;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.03455078;
        } else {
          result[0] += 0.030506436;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          result[0] += -0.0048423563;
        } else {
          result[0] += 0.00044407157;
        }
      } else {
        result[0] += 0.043152917;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          result[0] += -0.006116764;
        } else {
          result[0] += -0.0011475187;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
          result[0] += 0.00020298013;
        } else {
          result[0] += 0.023851814;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
          result[0] += 0.0025739137;
        } else {
          result[0] += -0.0050736186;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84482759237) ) ) {
          result[0] += 0.0026058455;
        } else {
          result[0] += -0.05359156;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043902438134) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1057) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)369) ) ) {
          result[0] += 0.0019380589;
        } else {
          result[0] += 0.017721254;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += -0.039361592;
        } else {
          result[0] += -0.0017540473;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.052682925016) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += -0.01731358;
        } else {
          result[0] += 0.019242233;
        }
      } else {
        result[0] += -0.088684596;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.79492044449) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.65809613466) ) ) {
          result[0] += -0.00031673067;
        } else {
          result[0] += -0.008523513;
        }
      } else {
        result[0] += -0.051353287;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.04914184;
      } else {
        result[0] += 0.02406166;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)619) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)541) ) ) {
          result[0] += 0.006058931;
        } else {
          result[0] += -0.04778385;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.01920271;
        } else {
          result[0] += 0.07577641;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.84721308947) ) ) {
          result[0] += 0.01253735;
        } else {
          result[0] += -0.006108049;
        }
      } else {
        result[0] += -0.069517426;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)287) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
          result[0] += -0.00022104476;
        } else {
          result[0] += -0.017234044;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
          result[0] += 0.009130034;
        } else {
          result[0] += 0.0008521561;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.00095059676;
        } else {
          result[0] += -0.010046089;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)301) ) ) {
          result[0] += -0.09541672;
        } else {
          result[0] += -0.016162148;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.20444443822) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0021153316;
        } else {
          result[0] += 0.011777825;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3095238209) ) ) {
          result[0] += 0.015677294;
        } else {
          result[0] += 0.042195838;
        }
      }
    } else {
      result[0] += -0.04698759;
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1794) ) ) {
          result[0] += -0.00040593682;
        } else {
          result[0] += -0.021901574;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.007734691;
        } else {
          result[0] += -0.008888897;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)252) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1766) ) ) {
          result[0] += -0.005478595;
        } else {
          result[0] += -0.04733882;
        }
      } else {
        result[0] += -0.053721603;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.46095022559) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302899837) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)272) ) ) {
          result[0] += 0.002548468;
        } else {
          result[0] += 0.0154596;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          result[0] += 0.012407368;
        } else {
          result[0] += 0.03390667;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.014091849;
      } else {
        if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.016801652;
        } else {
          result[0] += 0.0071906;
        }
      }
    }
  }
}

