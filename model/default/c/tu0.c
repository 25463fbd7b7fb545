
#include "header.h"

void predict_unit0(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041681662202) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.9180932641) ) ) {
          result[0] += -0.085104056;
        } else {
          result[0] += -0.016500343;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.004974946;
        } else {
          result[0] += 0.007477251;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.036448892;
        } else {
          result[0] += -0.00812286;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.1091023;
        } else {
          result[0] += -0.012670176;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37361907959) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.029411764815) ) ) {
          result[0] += 0.008854624;
        } else {
          result[0] += -0.01764156;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.035127256;
        } else {
          result[0] += 0.00057593914;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69178515673) ) ) {
          result[0] += 0.017142456;
        } else {
          result[0] += 0.029736409;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.024787597;
        } else {
          result[0] += 0.009847163;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041681662202) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89089977741) ) ) {
          result[0] += -0.104838826;
        } else {
          result[0] += -0.033789262;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
          result[0] += -0.076984115;
        } else {
          result[0] += -0.005107138;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.05737536;
        } else {
          result[0] += -0.01060226;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)802) ) ) {
          result[0] += -0.018800668;
        } else {
          result[0] += 0.007502503;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.48234012723) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.0033657462;
        } else {
          result[0] += 0.015356429;
        }
      } else {
        result[0] += -0.111715674;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)558) ) ) {
          result[0] += 0.022727009;
        } else {
          result[0] += 0.05175982;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.010576348;
        } else {
          result[0] += 0.016888065;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041681662202) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39381748438) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += -0.111992694;
        } else {
          result[0] += -0.02938774;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += -0.014711263;
        } else {
          result[0] += 0.012708293;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.0867944;
        } else {
          result[0] += -0.028438998;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
          result[0] += -0.0015802603;
        } else {
          result[0] += -0.022709172;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38141652942) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += 0.0062500546;
        } else {
          result[0] += 0.035338044;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8090451956) ) ) {
          result[0] += -0.0050018006;
        } else {
          result[0] += -0.06177153;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
          result[0] += 0.014725915;
        } else {
          result[0] += 0.03183569;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.07508673;
        } else {
          result[0] += 0.04092067;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.033459395;
        } else {
          result[0] += -0.0038859607;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.0424993;
        } else {
          result[0] += -0.0014815942;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
          result[0] += 0.008586626;
        } else {
          result[0] += -0.004574791;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.040951163;
        } else {
          result[0] += -0.0074094473;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9189189672) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
          result[0] += 0.0047676913;
        } else {
          result[0] += 0.041769467;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.030811368;
        } else {
          result[0] += 0.008830395;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9600000381) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9473683834) ) ) {
          result[0] += 0.024180915;
        } else {
          result[0] += 0.011915161;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += 0.032322027;
        } else {
          result[0] += 0.020959048;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041681662202) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += -0.11000574;
        } else {
          result[0] += -0.026606603;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += -0.015227826;
        } else {
          result[0] += -0.06294998;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.06569966;
        } else {
          result[0] += -0.022746362;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.009507726;
        } else {
          result[0] += 0.0041822097;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.44329288602) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
          result[0] += 0.004364016;
        } else {
          result[0] += -0.10832208;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1057) ) ) {
          result[0] += 0.017614791;
        } else {
          result[0] += -0.005858856;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19631814957) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          result[0] += 0.009985148;
        } else {
          result[0] += 0.035600547;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += 0.029287202;
        } else {
          result[0] += 0.034231454;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.1035467;
        } else {
          result[0] += -0.02624602;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
          result[0] += -0.023721218;
        } else {
          result[0] += -0.009030142;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += 0.004389436;
        } else {
          result[0] += -0.009933037;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
          result[0] += 0.0282763;
        } else {
          result[0] += 0.06312554;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37361907959) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += -0.013319522;
        } else {
          result[0] += 0.005072925;
        }
      } else {
        result[0] += -0.10231864;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
          result[0] += 0.012858151;
        } else {
          result[0] += 0.029335527;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.09139581;
        } else {
          result[0] += 0.050360627;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19783142209) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.037062585;
        } else {
          result[0] += -0.010873581;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
          result[0] += -0.097965084;
        } else {
          result[0] += -0.003449101;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.040856007;
        } else {
          result[0] += 0.07522374;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.0032840294;
        } else {
          result[0] += -0.09065039;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32386469841) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.014159435;
        } else {
          result[0] += 0.0053437813;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5072463751) ) ) {
          result[0] += -0.0035336649;
        } else {
          result[0] += -0.061743822;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.013410035;
        } else {
          result[0] += -0.010464761;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.02845887;
        } else {
          result[0] += 0.009012491;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.084076166;
        } else {
          result[0] += -0.025307758;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79207921028) ) ) {
          result[0] += -0.021264056;
        } else {
          result[0] += -0.00052552484;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0028193516;
        } else {
          result[0] += 0.0093943905;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.009066596;
        } else {
          result[0] += 0.026262755;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.034720283;
        } else {
          result[0] += 0.001441672;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.017093394;
        } else {
          result[0] += -0.0047993055;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)312) ) ) {
          result[0] += -0.03459394;
        } else {
          result[0] += -0.07817228;
        }
      } else {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.022836054;
        } else {
          result[0] += -0.01813239;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041681662202) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.06575577;
        } else {
          result[0] += -0.01243868;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += -0.0010703979;
        } else {
          result[0] += 0.035706453;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)280) ) ) {
          result[0] += -0.01418944;
        } else {
          result[0] += -0.044374775;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
          result[0] += -0.0018941397;
        } else {
          result[0] += 0.03192886;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.57425194979) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += 0.0060606077;
        } else {
          result[0] += 0.035535593;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.018909572;
        } else {
          result[0] += 0.043654464;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += -0.03264279;
        } else {
          result[0] += 0.01230736;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
          result[0] += -0.01175875;
        } else {
          result[0] += 0.014393063;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.01507119555) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
          result[0] += -0.01480379;
        } else {
          result[0] += -0.0012791529;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.029538158;
        } else {
          result[0] += 0.07017221;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.38385644555) ) ) {
          result[0] += -0.047629815;
        } else {
          result[0] += -0.007752056;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436295271) ) ) {
          result[0] += -0.02348718;
        } else {
          result[0] += 0.007569941;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068477869) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
          result[0] += 0.0027602646;
        } else {
          result[0] += 0.0265393;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0048840050586) ) ) {
          result[0] += 0.02371502;
        } else {
          result[0] += 0.0017166004;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12697173655) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          result[0] += -0.0027499544;
        } else {
          result[0] += 0.03220729;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
          result[0] += 0.027336294;
        } else {
          result[0] += 0.010314758;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1087519303) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97606432438) ) ) {
          result[0] += -0.07565822;
        } else {
          result[0] += -0.025453178;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.008347077;
        } else {
          result[0] += -0.037406117;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.010833743;
        } else {
          result[0] += 0.003923706;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += 0.0011128279;
        } else {
          result[0] += 0.03158474;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1303) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32386469841) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
          result[0] += 0.0021468436;
        } else {
          result[0] += -0.09652473;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.012479242;
        } else {
          result[0] += -0.014116711;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67509108782) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.034206446;
        } else {
          result[0] += -0.00012593165;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.061747726;
        } else {
          result[0] += 0.03188264;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1087519303) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997790337) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.03325953;
        } else {
          result[0] += -0.012813023;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.011386007;
        } else {
          result[0] += 0.0032887303;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.015626622;
        } else {
          result[0] += 0.006082579;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039215687662) ) ) {
          result[0] += -0.024749625;
        } else {
          result[0] += -0.14663564;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38141652942) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0016604199;
        } else {
          result[0] += 0.022402925;
        }
      } else {
        result[0] += -0.10679024;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.013061397;
        } else {
          result[0] += -0.014244245;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
          result[0] += -0.07906923;
        } else {
          result[0] += -0.0005349417;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.010275964;
        } else {
          result[0] += -0.026301235;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
          result[0] += 0.0014077894;
        } else {
          result[0] += 0.076021254;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65423607826) ) ) {
          result[0] += -0.059717905;
        } else {
          result[0] += -0.008345258;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)496) ) ) {
          result[0] += 0.0100469915;
        } else {
          result[0] += -0.0063390224;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37361907959) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.061799493;
        } else {
          result[0] += 0.0035281212;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5833333731) ) ) {
          result[0] += -0.0069768033;
        } else {
          result[0] += -0.04332543;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.013108636;
        } else {
          result[0] += 0.032107204;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.026633296;
        } else {
          result[0] += 0.009441495;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.016264727;
        } else {
          result[0] += -0.0011106877;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.02602756;
        } else {
          result[0] += 0.038483772;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0034105952;
        } else {
          result[0] += -0.032176357;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.013511056;
        } else {
          result[0] += -0.019472796;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9209302664) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.00012795247;
        } else {
          result[0] += 0.014998189;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.008764868;
        } else {
          result[0] += 0.02616552;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9473683834) ) ) {
          result[0] += 0.01878337;
        } else {
          result[0] += 0.004068184;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)107) ) ) {
          result[0] += 0.023940347;
        } else {
          result[0] += 0.037884254;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041681662202) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47409266233) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          result[0] += -0.077038266;
        } else {
          result[0] += -0.03594929;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.054073114;
        } else {
          result[0] += -0.017974531;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += -0.011365007;
        } else {
          result[0] += -0.00067083375;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.03655323;
        } else {
          result[0] += -0.0012855898;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += 5.662854e-05;
        } else {
          result[0] += 0.023125423;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
          result[0] += 0.0066550034;
        } else {
          result[0] += 0.017343316;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        result[0] += -0.03244025;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19631814957) ) ) {
          result[0] += 0.012530115;
        } else {
          result[0] += 0.023664277;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
          result[0] += -0.033441033;
        } else {
          result[0] += -0.011394366;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
          result[0] += -7.968861e-06;
        } else {
          result[0] += 0.073401414;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          result[0] += -0.028923651;
        } else {
          result[0] += 0.005839315;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          result[0] += -0.01987447;
        } else {
          result[0] += -0.124273024;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088563233614) ) ) {
          result[0] += -0.086090825;
        } else {
          result[0] += -0.014773603;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1087519303) ) ) {
          result[0] += -0.083282284;
        } else {
          result[0] += -0.007992833;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
          result[0] += 0.0032229254;
        } else {
          result[0] += 0.012504759;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.019384269;
        } else {
          result[0] += 0.0072213034;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.9180932641) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.99512195587) ) ) {
          result[0] += -0.066553496;
        } else {
          result[0] += -0.009850277;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.012843164;
        } else {
          result[0] += -0.04850003;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544781446) ) ) {
          result[0] += -0.03191444;
        } else {
          result[0] += -0.0048517277;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.011350004;
        } else {
          result[0] += 0.06616332;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.48234012723) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010416666977) ) ) {
          result[0] += -0.003875053;
        } else {
          result[0] += 0.0050452063;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2095) ) ) {
          result[0] += 0.015197094;
        } else {
          result[0] += 0.035194766;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.01333593;
        } else {
          result[0] += 0.037930146;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.02598141;
        } else {
          result[0] += 0.011670852;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70264792442) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += 0.025517305;
        } else {
          result[0] += -0.06735217;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)207) ) ) {
          result[0] += -0.02703849;
        } else {
          result[0] += -0.000704617;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += -0.022475531;
        } else {
          result[0] += -0.005104532;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
          result[0] += -0.042802673;
        } else {
          result[0] += 0.02548164;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
          result[0] += 0.0010783238;
        } else {
          result[0] += 0.0097743785;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.026017537;
        } else {
          result[0] += 0.0021391357;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67509108782) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.024616325;
        } else {
          result[0] += -0.006240574;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
          result[0] += 0.038485985;
        } else {
          result[0] += 0.06634729;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.051630646;
        } else {
          result[0] += -0.012831114;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0033245552;
        } else {
          result[0] += 0.03458201;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)718) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0031027826;
        } else {
          result[0] += -0.006451511;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
          result[0] += -0.04086398;
        } else {
          result[0] += 0.021656932;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += -0.0049696597;
        } else {
          result[0] += -0.030683039;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)45) ) ) {
          result[0] += -0.00064784166;
        } else {
          result[0] += 0.01873876;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)287) ) ) {
          result[0] += -0.03426776;
        } else {
          result[0] += -0.08264032;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5833333731) ) ) {
          result[0] += -0.048430484;
        } else {
          result[0] += 0.0061146966;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12329433113) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40935888886) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
          result[0] += -0.009856108;
        } else {
          result[0] += -0.031513803;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
          result[0] += 0.012785183;
        } else {
          result[0] += 0.04763953;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0248491;
        } else {
          result[0] += -0.0028869256;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0006282341;
        } else {
          result[0] += 0.017101085;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.7949193716) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
          result[0] += 0.002744461;
        } else {
          result[0] += 0.020740006;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          result[0] += 0.014494185;
        } else {
          result[0] += 0.049776133;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27502048016) ) ) {
          result[0] += 0.024893556;
        } else {
          result[0] += 0.014641473;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
          result[0] += 0.02464475;
        } else {
          result[0] += 0.008566237;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302911758) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += -0.071126334;
        } else {
          result[0] += -0.03324735;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1424) ) ) {
          result[0] += -0.09518659;
        } else {
          result[0] += -0.04190128;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.014344836;
        } else {
          result[0] += 0.009087958;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1825) ) ) {
          result[0] += 0.020311898;
        } else {
          result[0] += 0.05023996;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.00034033848;
        } else {
          result[0] += -0.010493802;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.02680856;
        } else {
          result[0] += -0.012810375;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0072185374;
        } else {
          result[0] += -0.0072166733;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.01743423;
        } else {
          result[0] += 0.015255316;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.06418383;
        } else {
          result[0] += -0.0074010002;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
          result[0] += -0.017370569;
        } else {
          result[0] += 0.0023804163;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
          result[0] += -0.0010264147;
        } else {
          result[0] += 0.015312465;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
          result[0] += -0.0053499998;
        } else {
          result[0] += -0.047140725;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9189189672) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)482) ) ) {
          result[0] += 0.0060509453;
        } else {
          result[0] += -0.007388101;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          result[0] += 0.019649886;
        } else {
          result[0] += 0.042192347;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)109) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          result[0] += 0.019376764;
        } else {
          result[0] += -0.015750704;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          result[0] += 0.022372583;
        } else {
          result[0] += 0.03696811;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.013557141;
        } else {
          result[0] += -0.00090611866;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.033776525;
        } else {
          result[0] += -0.0012385064;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
          result[0] += 0.014974843;
        } else {
          result[0] += 0.066976026;
        }
      } else {
        result[0] += -0.08635064;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.407407403) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)795) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += -0.012066069;
        } else {
          result[0] += 0.0052499045;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          result[0] += 0.020553267;
        } else {
          result[0] += 0.047008988;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)296) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          result[0] += -0.008143025;
        } else {
          result[0] += 0.017981557;
        }
      } else {
        result[0] += -0.019676795;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39381748438) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593728542) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76020407677) ) ) {
          result[0] += -0.11167883;
        } else {
          result[0] += -0.041208938;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.9180932641) ) ) {
          result[0] += -0.043334477;
        } else {
          result[0] += -0.016312046;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0058132815;
        } else {
          result[0] += 0.011589917;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += -0.0513013;
        } else {
          result[0] += -0.010869466;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19631814957) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.01290706;
        } else {
          result[0] += -0.077309154;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0011832336;
        } else {
          result[0] += 0.0047040656;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.7949193716) ) ) {
          result[0] += 0.0071802125;
        } else {
          result[0] += 0.017415464;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += -0.016647696;
        } else {
          result[0] += 0.014659205;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24721410871) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)488) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
          result[0] += -0.06543838;
        } else {
          result[0] += -0.018328574;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1424) ) ) {
          result[0] += -0.08718111;
        } else {
          result[0] += -0.039334334;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792429686) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          result[0] += -0.08346544;
        } else {
          result[0] += -0.012331157;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13170731068) ) ) {
          result[0] += -0.00091851363;
        } else {
          result[0] += -0.009502288;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068477869) ) ) {
          result[0] += 0.00046127528;
        } else {
          result[0] += 0.012638566;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1680) ) ) {
          result[0] += 0.010565702;
        } else {
          result[0] += 0.023211267;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)202) ) ) {
          result[0] += 0.016498378;
        } else {
          result[0] += -0.019141732;
        }
      } else {
        result[0] += -0.033329736;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.03411423;
        } else {
          result[0] += 0.02930738;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.12308908999) ) ) {
          result[0] += -0.006816835;
        } else {
          result[0] += -0.04450913;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += -0.022995522;
        } else {
          result[0] += 0.0064029167;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.022556390613) ) ) {
          result[0] += -0.011098268;
        } else {
          result[0] += -0.116098665;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0023724893;
        } else {
          result[0] += -0.009056707;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.017142478;
        } else {
          result[0] += -0.031757485;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17657850683) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0235013;
        } else {
          result[0] += -0.003779649;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
          result[0] += 0.021568602;
        } else {
          result[0] += 0.038644865;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.00424923;
        } else {
          result[0] += -0.023796668;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          result[0] += 0.013685726;
        } else {
          result[0] += 0.03593941;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0033110015;
        } else {
          result[0] += 0.01808723;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.026860148;
        } else {
          result[0] += 0.01245157;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.0036474818;
        } else {
          result[0] += 0.012084049;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
          result[0] += 0.043530837;
        } else {
          result[0] += 0.0012441009;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        result[0] += 0.051198173;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
          result[0] += 0.007170811;
        } else {
          result[0] += 0.024442365;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50731343031) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.9180932641) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
          result[0] += -0.042897563;
        } else {
          result[0] += -0.09398905;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
          result[0] += -0.0050807153;
        } else {
          result[0] += -0.02741775;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
          result[0] += -0.005538111;
        } else {
          result[0] += -0.01871848;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.022468772;
        } else {
          result[0] += -0.000711367;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += -0.013085659;
        } else {
          result[0] += 0.0015020965;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.008379758;
        } else {
          result[0] += -0.039130833;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5833333731) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0056374343;
        } else {
          result[0] += 0.022524482;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.060294714;
        } else {
          result[0] += 0.02119328;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += -0.006891054;
        } else {
          result[0] += 0.001070178;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
          result[0] += -0.02912352;
        } else {
          result[0] += 0.0022839156;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.003484144;
        } else {
          result[0] += -0.028027302;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.026617065;
        } else {
          result[0] += -0.011440379;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84482759237) ) ) {
          result[0] += 0.002652374;
        } else {
          result[0] += 0.012127871;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          result[0] += 0.016499244;
        } else {
          result[0] += -0.012024392;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        result[0] += 0.0067724506;
      } else {
        result[0] += -0.07917383;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041681662202) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593728542) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61764705181) ) ) {
          result[0] += -0.09427733;
        } else {
          result[0] += -0.039338853;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39381748438) ) ) {
          result[0] += -0.01814704;
        } else {
          result[0] += -0.004452767;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792429686) ) ) {
          result[0] += -0.016642358;
        } else {
          result[0] += -0.00054363714;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1192) ) ) {
          result[0] += 0.01735831;
        } else {
          result[0] += 0.037890635;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84482759237) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += -0.0030927234;
        } else {
          result[0] += 0.014004934;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.007060463;
        } else {
          result[0] += -0.023800418;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12697173655) ) ) {
          result[0] += 0.0021000935;
        } else {
          result[0] += 0.011476955;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.033348106;
        } else {
          result[0] += 0.013171083;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21973243356) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0016610924;
        } else {
          result[0] += -0.015876403;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.017989539;
        } else {
          result[0] += -0.0019528056;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.007235955;
        } else {
          result[0] += 0.06388187;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.026168356;
        } else {
          result[0] += -0.12619534;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.00890553) ) ) {
          result[0] += 0.0020471492;
        } else {
          result[0] += 0.016809408;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
          result[0] += 0.017531956;
        } else {
          result[0] += 0.009711376;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.027524361;
        } else {
          result[0] += 0.03166024;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
          result[0] += 0.0027574212;
        } else {
          result[0] += 0.04892222;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.009989643;
        } else {
          result[0] += -0.0010098871;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
          result[0] += -0.029771987;
        } else {
          result[0] += -1.5824084e-05;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.0032004495;
        } else {
          result[0] += -0.047740404;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
          result[0] += 0.0076940767;
        } else {
          result[0] += 0.03696608;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84615385532) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
          result[0] += 0.0021382186;
        } else {
          result[0] += -0.047493238;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0036496350076) ) ) {
          result[0] += 0.015785502;
        } else {
          result[0] += -0.0006454989;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)232) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.023414634168) ) ) {
          result[0] += 0.013094095;
        } else {
          result[0] += 0.046804503;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3203883171) ) ) {
          result[0] += 0.0122489985;
        } else {
          result[0] += -0.018079652;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12329433113) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997790337) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
          result[0] += -0.020562103;
        } else {
          result[0] += -0.057775296;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0079571;
        } else {
          result[0] += 0.0035612036;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)296) ) ) {
          result[0] += 0.00079980894;
        } else {
          result[0] += -0.009905952;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          result[0] += -0.02518463;
        } else {
          result[0] += 0.019465586;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068477869) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44420599937) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
          result[0] += -0.0026994867;
        } else {
          result[0] += 0.013075977;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)241) ) ) {
          result[0] += 0.010384392;
        } else {
          result[0] += -0.007366258;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057142856531) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)619) ) ) {
          result[0] += 0.011140355;
        } else {
          result[0] += 0.036620226;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0003323735;
        } else {
          result[0] += -0.06366346;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27886083722) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.002696469;
        } else {
          result[0] += -0.01576628;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.019589577;
        } else {
          result[0] += -0.0019526574;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0018148305;
        } else {
          result[0] += 0.020413974;
        }
      } else {
        result[0] += -0.07183878;
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
          result[0] += 0.009108388;
        } else {
          result[0] += 0.03003822;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.00890553) ) ) {
          result[0] += -0.0018592327;
        } else {
          result[0] += 0.017240215;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0833482742) ) ) {
          result[0] += -0.038867094;
        } else {
          result[0] += 0.019241044;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.003339595;
        } else {
          result[0] += -0.038072743;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.005201587;
        } else {
          result[0] += 0.015883273;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.00651783;
        } else {
          result[0] += -0.07356652;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          result[0] += 0.0030718164;
        } else {
          result[0] += 0.03770195;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.021244727;
        } else {
          result[0] += -0.08547976;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0011634089;
        } else {
          result[0] += 0.014094836;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)338) ) ) {
          result[0] += 0.011776643;
        } else {
          result[0] += -0.00072812574;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2371) ) ) {
        result[0] += 0.055956375;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
          result[0] += 0.03300849;
        } else {
          result[0] += 0.015260406;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87179487944) ) ) {
          result[0] += -0.0067510116;
        } else {
          result[0] += 0.0017232158;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)798) ) ) {
          result[0] += 0.0029056934;
        } else {
          result[0] += -0.018277304;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.023407398;
        } else {
          result[0] += 0.03891183;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0050202566;
        } else {
          result[0] += -0.06614845;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.25) ) ) {
        result[0] += -0.039421458;
      } else {
        result[0] += -0.01160395;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.04841666;
        } else {
          result[0] += 0.027365226;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += -0.019968126;
        } else {
          result[0] += 0.010825817;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12329433113) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.12308908999) ) ) {
          result[0] += -0.04088289;
        } else {
          result[0] += -0.070042014;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.003848667;
        } else {
          result[0] += 0.013192962;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
          result[0] += 0.010530412;
        } else {
          result[0] += 0.02469113;
        }
      } else {
        result[0] += 0.0457759;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083032488823) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
          result[0] += 0.0006048986;
        } else {
          result[0] += 0.010187021;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)166) ) ) {
          result[0] += 0.011612385;
        } else {
          result[0] += -0.00853871;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)177) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16053086519) ) ) {
          result[0] += -0.050852764;
        } else {
          result[0] += -0.026414374;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11764705926) ) ) {
          result[0] += 0.0017633446;
        } else {
          result[0] += -0.018449487;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.0032967848;
        } else {
          result[0] += 0.0124885505;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0038668101;
        } else {
          result[0] += -0.020936538;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
          result[0] += 0.007990423;
        } else {
          result[0] += -0.012962815;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)177) ) ) {
          result[0] += 0.018151445;
        } else {
          result[0] += -0.011180359;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11764705926) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
          result[0] += 0.024082076;
        } else {
          result[0] += 0.013482575;
        }
      } else {
        result[0] += -0.020458864;
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.0013088027;
        } else {
          result[0] += -0.042540915;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0061475411057) ) ) {
          result[0] += 0.02120215;
        } else {
          result[0] += -0.0067161596;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5072463751) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2307692766) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          result[0] += -0.012521195;
        } else {
          result[0] += -0.0022166863;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51987022161) ) ) {
          result[0] += -0.00214703;
        } else {
          result[0] += 0.022530925;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)287) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.012001805;
        } else {
          result[0] += 0.024126953;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.1028558;
        } else {
          result[0] += -0.009797852;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.070781045;
        } else {
          result[0] += -0.0007611664;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6911965609) ) ) {
          result[0] += 0.0050841738;
        } else {
          result[0] += 0.065303124;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)109) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          result[0] += 0.011757006;
        } else {
          result[0] += -0.02254486;
        }
      } else {
        result[0] += 0.027554307;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5523135066) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0479378;
        } else {
          result[0] += 0.047684733;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
          result[0] += -0.010639553;
        } else {
          result[0] += 0.017140562;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
          result[0] += -0.0013412789;
        } else {
          result[0] += 0.011477823;
        }
      } else {
        result[0] += -0.08022978;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)274) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9718309641) ) ) {
          result[0] += 0.0022596142;
        } else {
          result[0] += 0.010904155;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.008289063;
        } else {
          result[0] += 0.025881777;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)581) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.011524975;
        } else {
          result[0] += 0.0016809572;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.014883409;
        } else {
          result[0] += 0.043691736;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.0028448803;
        } else {
          result[0] += 0.012616703;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += -0.049267102;
        } else {
          result[0] += -0.0030483555;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
          result[0] += 0.0014811332;
        } else {
          result[0] += 0.015071941;
        }
      } else {
        result[0] += -0.07981198;
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0025097372;
        } else {
          result[0] += 0.016397463;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.01180892;
        } else {
          result[0] += 0.008453679;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
          result[0] += 0.015126719;
        } else {
          result[0] += -0.0029370189;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
          result[0] += -0.00944748;
        } else {
          result[0] += 0.0133073805;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50731343031) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
          result[0] += -0.032681465;
        } else {
          result[0] += -0.0737959;
        }
      } else {
        result[0] += 0.026089696;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3007975817) ) ) {
          result[0] += -0.019542404;
        } else {
          result[0] += -0.0052151326;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.029913142;
        } else {
          result[0] += 0.023415063;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          result[0] += -0.0061393054;
        } else {
          result[0] += 0.0025395565;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
          result[0] += -0.023578407;
        } else {
          result[0] += -0.0017275669;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.007590946;
        } else {
          result[0] += -0.05101297;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.020128736;
        } else {
          result[0] += 0.036611076;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997790337) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)122) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
        result[0] += -0.09541189;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.4608695507) ) ) {
          result[0] += -0.0070539;
        } else {
          result[0] += -0.021860128;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += -0.04279209;
        } else {
          result[0] += 0.004396781;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1429) ) ) {
          result[0] += -0.030652149;
        } else {
          result[0] += 0.014055803;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.026067821;
        } else {
          result[0] += 0.0005741228;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.004591651;
        } else {
          result[0] += 0.017259983;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.30109590292) ) ) {
          result[0] += -0.12830335;
        } else {
          result[0] += -0.03238162;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.011131576;
        } else {
          result[0] += 0.0076736407;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50731343031) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97606432438) ) ) {
          result[0] += -0.05442337;
        } else {
          result[0] += -0.0068574618;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-2.1840984821) ) ) {
          result[0] += 0.036137205;
        } else {
          result[0] += -0.004228569;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.080975607038) ) ) {
          result[0] += 0.0017708307;
        } else {
          result[0] += -0.021131352;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.011511458;
        } else {
          result[0] += 0.028479481;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)214) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.013248873;
        } else {
          result[0] += 0.003479759;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.048497234;
        } else {
          result[0] += 0.017722392;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40935888886) ) ) {
          result[0] += 0.045674548;
        } else {
          result[0] += 0.022404864;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24721410871) ) ) {
          result[0] += 0.017131561;
        } else {
          result[0] += -0.03451971;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18629170954) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
          result[0] += -0.008651256;
        } else {
          result[0] += -0.0015223738;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
          result[0] += 0.0058660298;
        } else {
          result[0] += 0.054978527;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4165853262) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
          result[0] += 0.0034223297;
        } else {
          result[0] += -0.01502202;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.034453283995) ) ) {
          result[0] += 0.023822987;
        } else {
          result[0] += 0.0077137696;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)138) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44420599937) ) ) {
          result[0] += -0.0014624953;
        } else {
          result[0] += 0.008540075;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)353) ) ) {
          result[0] += -0.0041978043;
        } else {
          result[0] += 0.012911732;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6911965609) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.012327456;
        } else {
          result[0] += 0.0023729557;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.0019066787;
        } else {
          result[0] += 0.06996248;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12329433113) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)11) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14478962123) ) ) {
          result[0] += -0.03142632;
        } else {
          result[0] += -0.07229753;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65423607826) ) ) {
          result[0] += -0.045145612;
        } else {
          result[0] += -0.0019219773;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.0422358;
        } else {
          result[0] += -0.006535627;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0015173812;
        } else {
          result[0] += 0.012766761;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.085853658617) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69178515673) ) ) {
          result[0] += -0.0016215303;
        } else {
          result[0] += 0.0080574155;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0053076777;
        } else {
          result[0] += 0.024276806;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16053086519) ) ) {
        result[0] += -0.042599685;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21553142369) ) ) {
          result[0] += 0.010116947;
        } else {
          result[0] += -0.017472466;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50731343031) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.056345493;
        } else {
          result[0] += -0.0178555;
        }
      } else {
        result[0] += 0.0134400325;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
          result[0] += -0.011141399;
        } else {
          result[0] += 0.0068139196;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1429) ) ) {
          result[0] += 0.005058403;
        } else {
          result[0] += 0.036402494;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15018199384) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0039600334;
        } else {
          result[0] += 0.016759928;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.070072993636) ) ) {
          result[0] += 0.0021611296;
        } else {
          result[0] += -0.016582299;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += 0.00089844904;
        } else {
          result[0] += 0.018339977;
        }
      } else {
        result[0] += -0.06958828;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)322) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -1.9398736e-05;
        } else {
          result[0] += -0.015974816;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
          result[0] += -0.018822774;
        } else {
          result[0] += 0.00077827356;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += 0.0013336116;
        } else {
          result[0] += 0.014861953;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039292732254) ) ) {
          result[0] += 0.08984701;
        } else {
          result[0] += 0.010643169;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
          result[0] += 0.022145992;
        } else {
          result[0] += -0.08077263;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.010773561;
        } else {
          result[0] += 0.032081533;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.029424459;
        } else {
          result[0] += 0.002854493;
        }
      } else {
        result[0] += -0.08009284;
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        result[0] += -0.08592797;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)282) ) ) {
          result[0] += 0.018473472;
        } else {
          result[0] += -0.003314284;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)120) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19631814957) ) ) {
          result[0] += -0.0025790972;
        } else {
          result[0] += 0.0038259549;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
          result[0] += 0.01263377;
        } else {
          result[0] += 0.0028389522;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.008826808;
        } else {
          result[0] += 0.008089276;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.02884367;
        } else {
          result[0] += -0.03878053;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)287) ) ) {
          result[0] += -0.01895949;
        } else {
          result[0] += -0.05476721;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25655847788) ) ) {
          result[0] += 0.021544063;
        } else {
          result[0] += -0.018069837;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
          result[0] += -0.04804195;
        } else {
          result[0] += 0.002562134;
        }
      } else {
        result[0] += -0.08081806;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)798) ) ) {
          result[0] += -0.0024615836;
        } else {
          result[0] += 0.059375312;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0089153042063) ) ) {
          result[0] += -0.053323627;
        } else {
          result[0] += 0.01717929;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0012356815;
        } else {
          result[0] += 0.009358162;
        }
      } else {
        result[0] += -0.07501745;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
          result[0] += 0.004715977;
        } else {
          result[0] += -0.0024310588;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.013497922;
        } else {
          result[0] += -0.0627132;
        }
      }
    }
  }
}

