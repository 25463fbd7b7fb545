
#include "header.h"

void predict_unit1(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302911758) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += -0.006446784;
        } else {
          result[0] += -0.026621005;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
          result[0] += 0.050224937;
        } else {
          result[0] += 0.005764526;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += 0.033919793;
        } else {
          result[0] += -0.004145283;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.031396616;
        } else {
          result[0] += 0.016199643;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.0072902194;
        } else {
          result[0] += 0.002016404;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
          result[0] += -0.019666215;
        } else {
          result[0] += -0.0021165605;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.010818157;
        } else {
          result[0] += -0.019884868;
        }
      } else {
        result[0] += -0.048505943;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.207515955) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)120) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.025724897;
        } else {
          result[0] += -0.07542095;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.0073020435;
        } else {
          result[0] += -0.020519843;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)241) ) ) {
          result[0] += 0.0015049527;
        } else {
          result[0] += -0.0030649747;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
          result[0] += -0.018203024;
        } else {
          result[0] += -0.0009039661;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43341505527) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.06742329;
        } else {
          result[0] += -0.0010540276;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.025903480127) ) ) {
          result[0] += 0.023002854;
        } else {
          result[0] += -0.0056977295;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40935888886) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65423607826) ) ) {
          result[0] += 0.020320369;
        } else {
          result[0] += 0.040017948;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.011552616;
        } else {
          result[0] += -0.014135967;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
          result[0] += -0.015291355;
        } else {
          result[0] += 0.0066333166;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
          result[0] += -0.00016323023;
        } else {
          result[0] += -0.008014471;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1896009445) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13443903625) ) ) {
          result[0] += 0.027672807;
        } else {
          result[0] += 0.045797687;
        }
      } else {
        result[0] += 0.017393492;
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85416668653) ) ) {
          result[0] += 0.0012084366;
        } else {
          result[0] += 0.008079239;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.014466067;
        } else {
          result[0] += -0.0020626308;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        result[0] += 0.008576074;
      } else {
        result[0] += -0.07921525;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26841005683) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.008899861;
        } else {
          result[0] += 0.011561239;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
          result[0] += 0.035073932;
        } else {
          result[0] += 0.017334357;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80769228935) ) ) {
          result[0] += -0.0011412736;
        } else {
          result[0] += 0.0045738383;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.025526553;
        } else {
          result[0] += -0.0017481232;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1331) ) ) {
          result[0] += 0.0012397434;
        } else {
          result[0] += 0.023018561;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.00832736;
        } else {
          result[0] += -0.016753552;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1896009445) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
          result[0] += 0.04457582;
        } else {
          result[0] += 0.025909165;
        }
      } else {
        result[0] += 0.0018227261;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50731343031) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3007975817) ) ) {
          result[0] += -0.022738783;
        } else {
          result[0] += -0.007015253;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
          result[0] += -0.045580607;
        } else {
          result[0] += 0.022498107;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89089977741) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.014664053;
        } else {
          result[0] += 0.061642326;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0067087593;
        } else {
          result[0] += -0.023011545;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
          result[0] += 5.6288274e-05;
        } else {
          result[0] += 0.004577527;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
          result[0] += 0.0054489253;
        } else {
          result[0] += 0.035446174;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302911758) ) ) {
          result[0] += -0.074393176;
        } else {
          result[0] += -0.00080735947;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.05405737;
        } else {
          result[0] += 0.0015187686;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.045019165;
        } else {
          result[0] += -0.021951444;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.019190539;
        } else {
          result[0] += 0.026369145;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          result[0] += -0.001203157;
        } else {
          result[0] += -0.010424792;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11538461596) ) ) {
          result[0] += -0.0405904;
        } else {
          result[0] += -0.006867457;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += 0.0010911274;
        } else {
          result[0] += 0.01148574;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.008073806;
        } else {
          result[0] += -0.0320045;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.019259859;
        } else {
          result[0] += 0.0055163805;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057142856531) ) ) {
          result[0] += 0.018430134;
        } else {
          result[0] += 0.0015949311;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84482759237) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
          result[0] += -0.006606261;
        } else {
          result[0] += 0.0003711748;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0023144695;
        } else {
          result[0] += 0.005412688;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0017477591;
        } else {
          result[0] += 0.013370161;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.012872606;
        } else {
          result[0] += 0.003737634;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.0057916366;
        } else {
          result[0] += -0.03573303;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
          result[0] += 0.03663073;
        } else {
          result[0] += 0.008508089;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
        result[0] += -0.011238463;
      } else {
        result[0] += -0.027421003;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04302925989) ) ) {
          result[0] += -0.0004028691;
        } else {
          result[0] += -0.009101315;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.027157823;
        } else {
          result[0] += -0.0025162897;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.007725363;
        } else {
          result[0] += 0.021241682;
        }
      } else {
        result[0] += -0.05354747;
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)385) ) ) {
          result[0] += 0.006074623;
        } else {
          result[0] += 0.020590892;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.028806508;
        } else {
          result[0] += 0.008658566;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
        result[0] += 0.007512434;
      } else {
        result[0] += 0.041120008;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)105) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.04659086;
        } else {
          result[0] += -0.014712441;
        }
      } else {
        result[0] += -0.008414045;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)91) ) ) {
          result[0] += -0.0018937801;
        } else {
          result[0] += 0.01776779;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)638) ) ) {
          result[0] += -0.040162034;
        } else {
          result[0] += -0.014341408;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.0010428474;
        } else {
          result[0] += -0.05969299;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.014284809;
        } else {
          result[0] += 0.0038623696;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.04062961;
        } else {
          result[0] += 0.020162491;
        }
      } else {
        result[0] += 0.0065082363;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65423607826) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.031103713;
        } else {
          result[0] += -0.01547309;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.027555242;
        } else {
          result[0] += -0.07030161;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.054683056;
        } else {
          result[0] += -0.00066277286;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
          result[0] += 0.01783108;
        } else {
          result[0] += -0.0021368745;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63672721386) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
        result[0] += -0.019249162;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)245) ) ) {
          result[0] += 0.038573895;
        } else {
          result[0] += 0.015662612;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088563233614) ) ) {
          result[0] += -0.04990872;
        } else {
          result[0] += 0.012013595;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
          result[0] += -0.00075237866;
        } else {
          result[0] += 0.0032571803;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5833333731) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4666666985) ) ) {
          result[0] += -0.0020463506;
        } else {
          result[0] += 0.014250773;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)293) ) ) {
          result[0] += -0.007089363;
        } else {
          result[0] += -0.04447327;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32695582509) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.019894475;
        } else {
          result[0] += 0.023237107;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.009484649;
        } else {
          result[0] += -0.029893918;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.0035546527;
        } else {
          result[0] += -0.04774186;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.10169491172) ) ) {
          result[0] += -0.005257175;
        } else {
          result[0] += -0.09508861;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75329101086) ) ) {
        result[0] += 0.04213008;
      } else {
        result[0] += 0.016951615;
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.044304926;
        } else {
          result[0] += -0.017486837;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.010522161;
        } else {
          result[0] += 0.00729873;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.049763035029) ) ) {
          result[0] += 0.0034546491;
        } else {
          result[0] += -0.013683448;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.013612839;
        } else {
          result[0] += 0.010977754;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)371) ) ) {
          result[0] += -0.0040833093;
        } else {
          result[0] += 0.0052375975;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
          result[0] += -0.06657915;
        } else {
          result[0] += -0.012117976;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0038187318;
        } else {
          result[0] += 0.019924602;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += 0.07985001;
        } else {
          result[0] += 0.03727616;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65423607826) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          result[0] += -0.023358703;
        } else {
          result[0] += -0.0034479317;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63672721386) ) ) {
          result[0] += 0.027180279;
        } else {
          result[0] += -0.0012450042;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += 0.014067966;
        } else {
          result[0] += -0.06909607;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.10169491172) ) ) {
          result[0] += -0.007910408;
        } else {
          result[0] += -0.10952051;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
          result[0] += 0.002384506;
        } else {
          result[0] += 0.027605308;
        }
      } else {
        result[0] += -0.035997275;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        result[0] += 0.061278492;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3548) ) ) {
          result[0] += 0.013065289;
        } else {
          result[0] += 0.033142935;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0095230341) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045853659511) ) ) {
          result[0] += -0.01934341;
        } else {
          result[0] += 0.012958663;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0403072;
        } else {
          result[0] += 0.018215902;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += -0.000954175;
        } else {
          result[0] += -0.065042935;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.03151613;
        } else {
          result[0] += 0.009324982;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6911965609) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.0024443858;
        } else {
          result[0] += -0.015696255;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.0028263908;
        } else {
          result[0] += 0.08969959;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0036496350076) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
          result[0] += -0.009544413;
        } else {
          result[0] += 0.012908828;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0041753654368) ) ) {
          result[0] += -0.03504054;
        } else {
          result[0] += 0.00039037064;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.00095274806;
        } else {
          result[0] += -0.006462549;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)385) ) ) {
          result[0] += 0.0021672177;
        } else {
          result[0] += 0.01591607;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0034968622;
        } else {
          result[0] += 0.014258409;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3203883171) ) ) {
          result[0] += -0.0028208196;
        } else {
          result[0] += -0.053218003;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
          result[0] += 0.011229296;
        } else {
          result[0] += 0.03700164;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
          result[0] += 0.007707432;
        } else {
          result[0] += -0.011073825;
        }
      }
    } else {
      result[0] += -0.033568006;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3007975817) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0041753654368) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.029302184;
        } else {
          result[0] += 0.01884148;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.008415233;
        } else {
          result[0] += 0.06262105;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068477869) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.0005547046;
        } else {
          result[0] += -0.0063530984;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.012875536457) ) ) {
          result[0] += 0.00862897;
        } else {
          result[0] += -0.0024069927;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65423607826) ) ) {
        result[0] += -0.06353747;
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1590) ) ) {
          result[0] += -0.0038277206;
        } else {
          result[0] += 0.020871779;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40935888886) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.71824371815) ) ) {
          result[0] += 0.018283093;
        } else {
          result[0] += 0.04011724;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.009447727;
        } else {
          result[0] += -0.015469603;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.080975607038) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          result[0] += -0.00028176964;
        } else {
          result[0] += -0.01073125;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
          result[0] += -0.0012271992;
        } else {
          result[0] += -0.043808375;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997790337) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
          result[0] += -0.015245751;
        } else {
          result[0] += -0.080295704;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.07814281;
        } else {
          result[0] += -0.0010228489;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)250) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436295271) ) ) {
          result[0] += -0.03713791;
        } else {
          result[0] += 0.002900914;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9600000381) ) ) {
          result[0] += -0.0015508938;
        } else {
          result[0] += -0.059561934;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.017707204;
        } else {
          result[0] += -0.029793818;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)214) ) ) {
          result[0] += -0.004789297;
        } else {
          result[0] += -0.12231424;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)96) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.00016609461;
        } else {
          result[0] += -0.024917519;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8758169413) ) ) {
          result[0] += -0.00620336;
        } else {
          result[0] += -0.041520666;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4402332306) ) ) {
          result[0] += 0.00313088;
        } else {
          result[0] += 0.017957544;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011707317084) ) ) {
          result[0] += -0.005991827;
        } else {
          result[0] += -0.025537087;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
          result[0] += 0.00036724203;
        } else {
          result[0] += -0.019541696;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6719) ) ) {
          result[0] += 0.0005329379;
        } else {
          result[0] += 0.023517167;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
          result[0] += -0.011141602;
        } else {
          result[0] += -0.04046615;
        }
      } else {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.034006447;
        } else {
          result[0] += -0.013103197;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18099227548) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
          result[0] += -0.009060788;
        } else {
          result[0] += -0.038025778;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0011535968;
        } else {
          result[0] += -0.023160888;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += -0.061163455;
        } else {
          result[0] += 0.0030028026;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          result[0] += 0.0018491552;
        } else {
          result[0] += 0.03669494;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0833482742) ) ) {
          result[0] += -0.021813327;
        } else {
          result[0] += 0.046028867;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)717) ) ) {
          result[0] += 0.017758958;
        } else {
          result[0] += -0.004068833;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057142856531) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.003470347;
        } else {
          result[0] += 0.026319383;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.005444202;
        } else {
          result[0] += 0.008184212;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65423607826) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.5) ) ) {
          result[0] += -0.059916783;
        } else {
          result[0] += -0.024615625;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
          result[0] += -0.008983234;
        } else {
          result[0] += -0.041211437;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
          result[0] += -0.010417523;
        } else {
          result[0] += -0.057692654;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13170731068) ) ) {
          result[0] += 0.0040919012;
        } else {
          result[0] += -0.014509754;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63672721386) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
          result[0] += 0.0047644796;
        } else {
          result[0] += 0.036200624;
        }
      } else {
        result[0] += 0.008263695;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
          result[0] += 0.0007821449;
        } else {
          result[0] += -0.009144635;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0076826476;
        } else {
          result[0] += -0.026622145;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6428571939) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.007904417;
        } else {
          result[0] += -0.025787203;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
          result[0] += 0.019047825;
        } else {
          result[0] += 0.00314365;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.009168446;
        } else {
          result[0] += 0.014280762;
        }
      } else {
        result[0] += -0.014202173;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0014785979;
        } else {
          result[0] += -0.003126081;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += 0.009020567;
        } else {
          result[0] += -0.058564432;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.0074529075;
        } else {
          result[0] += 0.07181002;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.097131185;
        } else {
          result[0] += -0.024344934;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3029) ) ) {
          result[0] += -0.004150374;
        } else {
          result[0] += -0.06209227;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.00359265;
        } else {
          result[0] += -0.002758048;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)332) ) ) {
          result[0] += -0.0031857302;
        } else {
          result[0] += -0.019551797;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.007229961;
        } else {
          result[0] += -0.0585514;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04302925989) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += -0.0068578175;
        } else {
          result[0] += 0.003161945;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
          result[0] += -1.2597814e-05;
        } else {
          result[0] += -0.024607977;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.036410153;
        } else {
          result[0] += -0.015740426;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.038434584;
        } else {
          result[0] += -0.0038256587;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.01572649;
        } else {
          result[0] += -0.0008482647;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.014048074;
        } else {
          result[0] += 0.0075303973;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        result[0] += -0.072451316;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          result[0] += -0.015671257;
        } else {
          result[0] += -0.03444661;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1108) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
          result[0] += 0.0009394398;
        } else {
          result[0] += -0.007051634;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)29) ) ) {
          result[0] += -0.01987634;
        } else {
          result[0] += 0.015165892;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.22314049304) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.011983412;
        } else {
          result[0] += 0.007000486;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)26) ) ) {
          result[0] += 0.013999785;
        } else {
          result[0] += 0.034551933;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50731343031) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          result[0] += -0.046167914;
        } else {
          result[0] += -0.026653701;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)721) ) ) {
          result[0] += -0.0015915491;
        } else {
          result[0] += -0.013607154;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43341505527) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.062913909554) ) ) {
          result[0] += 0.013279741;
        } else {
          result[0] += -0.042052988;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997790337) ) ) {
          result[0] += -0.020640703;
        } else {
          result[0] += 0.00036580997;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26439073682) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.015084311;
        } else {
          result[0] += -0.00019737682;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2052) ) ) {
          result[0] += 0.022786576;
        } else {
          result[0] += 0.0030078536;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4331009984) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.014468479;
        } else {
          result[0] += -0.0642135;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
          result[0] += 0.009962789;
        } else {
          result[0] += -0.0144832125;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.00056122063;
        } else {
          result[0] += -0.00748535;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)214) ) ) {
          result[0] += 0.007927018;
        } else {
          result[0] += 0.032451075;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.29646608233) ) ) {
          result[0] += 0.01197508;
        } else {
          result[0] += 0.0014162522;
        }
      } else {
        result[0] += -0.04714269;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.046153847128) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += 0.026793221;
        } else {
          result[0] += 0.005167032;
        }
      } else {
        result[0] += 0.07421088;
      }
    } else {
      result[0] += -0.10280859;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.0009214057;
        } else {
          result[0] += 0.006128783;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)174) ) ) {
          result[0] += 0.0037364252;
        } else {
          result[0] += 0.017455582;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0060320827;
        } else {
          result[0] += -0.03174579;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
          result[0] += 0.01471097;
        } else {
          result[0] += -0.0021097648;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.158844769) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += 0.02347036;
        } else {
          result[0] += -0.031100139;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          result[0] += 0.03199305;
        } else {
          result[0] += 0.0075941305;
        }
      }
    } else {
      result[0] += -0.018472577;
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21553142369) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          result[0] += -0.002105436;
        } else {
          result[0] += -0.03600703;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
          result[0] += 0.002955574;
        } else {
          result[0] += -0.02092902;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3057269454) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1111111641) ) ) {
          result[0] += 0.010929744;
        } else {
          result[0] += 0.02826856;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
          result[0] += -0.00381977;
        } else {
          result[0] += 0.019300917;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          result[0] += 0.036555614;
        } else {
          result[0] += 0.0029218923;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)52) ) ) {
          result[0] += -0.037473366;
        } else {
          result[0] += -0.004501125;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13981206715) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16863550246) ) ) {
          result[0] += 0.020659164;
        } else {
          result[0] += -0.00038805034;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.015827833;
        } else {
          result[0] += 0.045806296;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.042378124;
        } else {
          result[0] += 0.0019643104;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792429686) ) ) {
          result[0] += -0.01423575;
        } else {
          result[0] += -0.0013633389;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
          result[0] += -0.018345343;
        } else {
          result[0] += -0.05260678;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.009282847;
        } else {
          result[0] += 0.012262741;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75329101086) ) ) {
          result[0] += 0.004788781;
        } else {
          result[0] += 0.03709347;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.40460008383) ) ) {
          result[0] += 0.036239497;
        } else {
          result[0] += 0.013297706;
        }
      }
    } else {
      result[0] += -0.049660932;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50731343031) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.0029060086;
        } else {
          result[0] += 0.012994297;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.14536584914) ) ) {
          result[0] += -0.05912874;
        } else {
          result[0] += -0.011478048;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.00890553) ) ) {
          result[0] += 0.00030866795;
        } else {
          result[0] += 0.00982824;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4666666985) ) ) {
          result[0] += -0.004301476;
        } else {
          result[0] += -0.028852126;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3548) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)26) ) ) {
          result[0] += 0.008791371;
        } else {
          result[0] += -0.005772675;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0413616896) ) ) {
          result[0] += 0.017182678;
        } else {
          result[0] += -0.00011382386;
        }
      }
    } else {
      result[0] += -0.030649602;
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0004951967;
        } else {
          result[0] += -0.007202243;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3057269454) ) ) {
          result[0] += 0.013712085;
        } else {
          result[0] += -0.0017053556;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.4608695507) ) ) {
          result[0] += -0.007972944;
        } else {
          result[0] += 0.0029833;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0031896324;
        } else {
          result[0] += 0.017123105;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1896009445) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.64605277777) ) ) {
          result[0] += 0.03750716;
        } else {
          result[0] += 0.017064502;
        }
      } else {
        result[0] += 0.014345995;
      }
    } else {
      result[0] += -0.0037187447;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.000913575;
        } else {
          result[0] += 0.0071272813;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0034471832;
        } else {
          result[0] += -0.020741371;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)239) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.02125917;
        } else {
          result[0] += 0.007114164;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16376034915) ) ) {
          result[0] += 0.01011395;
        } else {
          result[0] += -0.0029451735;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.0066191754;
        } else {
          result[0] += -0.0049649095;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.017899623;
        } else {
          result[0] += -0.013591232;
        }
      }
    } else {
      result[0] += -0.03809882;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13981206715) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.03402897;
        } else {
          result[0] += -0.0008401991;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22863586247) ) ) {
          result[0] += 0.01587378;
        } else {
          result[0] += 0.000617068;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.024352282286) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15915328264) ) ) {
          result[0] += 0.0070307315;
        } else {
          result[0] += 0.018306877;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
          result[0] += 0.0072636157;
        } else {
          result[0] += -0.0118999025;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9209302664) ) ) {
          result[0] += -0.00022429142;
        } else {
          result[0] += -0.01864416;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32695582509) ) ) {
          result[0] += -0.010462519;
        } else {
          result[0] += 0.007226669;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.056603774428) ) ) {
          result[0] += 0.036253415;
        } else {
          result[0] += 0.004474029;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
          result[0] += 0.020724948;
        } else {
          result[0] += 0.0009663321;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.023502655;
        } else {
          result[0] += -0.058729928;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0062286058;
        } else {
          result[0] += -0.0002118557;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025000000373) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.002487353;
        } else {
          result[0] += 0.012861237;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025490196422) ) ) {
          result[0] += -0.033308353;
        } else {
          result[0] += -0.0019796493;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)166) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51987022161) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)114) ) ) {
          result[0] += -0.0116450265;
        } else {
          result[0] += 0.023630952;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302911758) ) ) {
          result[0] += 0.036724687;
        } else {
          result[0] += 0.004678661;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.0028162645;
        } else {
          result[0] += -0.057968702;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.033226162;
        } else {
          result[0] += 0.01713662;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
          result[0] += -0.018957919;
        } else {
          result[0] += -0.058224004;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.057971015573) ) ) {
          result[0] += 0.0029696606;
        } else {
          result[0] += -0.019277235;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.017345587;
        } else {
          result[0] += 0.00048677227;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
          result[0] += -0.004235006;
        } else {
          result[0] += 0.019559806;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)379) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23517854512) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.034044366;
        } else {
          result[0] += 0.014318878;
        }
      } else {
        result[0] += 0.044744506;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        result[0] += 0.024274316;
      } else {
        result[0] += 0.004332905;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.0007461677;
        } else {
          result[0] += -0.016005876;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18099227548) ) ) {
          result[0] += 0.016306987;
        } else {
          result[0] += -0.0014350162;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
          result[0] += 0.0028326253;
        } else {
          result[0] += -0.012829371;
        }
      } else {
        result[0] += -0.044053815;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35667523742) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
          result[0] += -0.00041622092;
        } else {
          result[0] += 0.01219311;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)42) ) ) {
          result[0] += -0.097428024;
        } else {
          result[0] += -0.005474735;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.052058786;
        } else {
          result[0] += 0.10586454;
        }
      } else {
        result[0] += -0.023892714;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5523135066) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)301) ) ) {
          result[0] += -0.0162792;
        } else {
          result[0] += -0.042656634;
        }
      } else {
        result[0] += 0.0110890865;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.30970150232) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
          result[0] += -0.011133958;
        } else {
          result[0] += 0.009299494;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88888889551) ) ) {
          result[0] += 0.007805906;
        } else {
          result[0] += -0.00018533613;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.053435113281) ) ) {
          result[0] += 0.008123578;
        } else {
          result[0] += -0.029773721;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068477869) ) ) {
          result[0] += 3.8377522e-05;
        } else {
          result[0] += 0.0051460634;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          result[0] += 0.043702777;
        } else {
          result[0] += 0.0245493;
        }
      } else {
        if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)1800) ) ) {
          result[0] += 0.020329466;
        } else {
          result[0] += -0.0058371243;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19631814957) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.5) ) ) {
          result[0] += -0.052568294;
        } else {
          result[0] += -0.019445274;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.0050192713;
        } else {
          result[0] += -5.4654097e-06;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.002940576;
        } else {
          result[0] += 0.024357101;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
          result[0] += -0.0014617919;
        } else {
          result[0] += -0.034966163;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
          result[0] += -0.0021461593;
        } else {
          result[0] += 0.00452379;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0056179775856) ) ) {
          result[0] += 0.02931383;
        } else {
          result[0] += 0.0033652147;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4331009984) ) ) {
          result[0] += 0.02209632;
        } else {
          result[0] += 0.05330676;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.020995371;
        } else {
          result[0] += 0.006845025;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21533164382) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22022236884) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0118644405;
        } else {
          result[0] += 0.008878991;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.07599484;
        } else {
          result[0] += -0.03601884;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += -0.00018954439;
        } else {
          result[0] += 0.016792376;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.002927813;
        } else {
          result[0] += -0.04208478;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)133) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.049763035029) ) ) {
          result[0] += 0.0023287162;
        } else {
          result[0] += -0.013926068;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.020856611;
        } else {
          result[0] += 0.005351001;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4468084574) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.00143674;
        } else {
          result[0] += 0.0055740527;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.053009200841) ) ) {
          result[0] += -0.050290365;
        } else {
          result[0] += -0.0066417516;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
          result[0] += -0.0018237577;
        } else {
          result[0] += 0.0017747366;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.012962269;
        } else {
          result[0] += 0.0018065062;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += 0.018650105;
        } else {
          result[0] += 0.0017316928;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2095) ) ) {
          result[0] += 0.01604353;
        } else {
          result[0] += -1.3843601e-05;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0050486806;
        } else {
          result[0] += -0.02394533;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += 0.05982812;
        } else {
          result[0] += -0.012341327;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)202) ) ) {
        result[0] += 0.0014016142;
      } else {
        result[0] += -0.087707;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088563233614) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.029247878119) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
          result[0] += -0.039719895;
        } else {
          result[0] += -0.017591733;
        }
      } else {
        result[0] += -0.06293296;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24532148242) ) ) {
        result[0] += 0.024578905;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27886083722) ) ) {
          result[0] += -0.015453547;
        } else {
          result[0] += 0.00969437;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70474755764) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.00092533155;
        } else {
          result[0] += 0.007960467;
        }
      } else {
        result[0] += -0.040950097;
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.73647177219) ) ) {
          result[0] += 0.01333339;
        } else {
          result[0] += 0.0014878055;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)214) ) ) {
          result[0] += 0.030003224;
        } else {
          result[0] += 0.007067525;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.23265272379) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0097560975701) ) ) {
          result[0] += -0.005820278;
        } else {
          result[0] += 0.0043368316;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
          result[0] += 0.004696186;
        } else {
          result[0] += 0.0746874;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.54935622215) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          result[0] += -0.004536496;
        } else {
          result[0] += 0.0015141888;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.0027417007;
        } else {
          result[0] += -0.051491994;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.402413249) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
        result[0] += -0.03144751;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
          result[0] += 0.023534944;
        } else {
          result[0] += 0.0051077898;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6911965609) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
          result[0] += -0.033066116;
        } else {
          result[0] += -0.0035580117;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)843) ) ) {
          result[0] += 0.023323663;
        } else {
          result[0] += -0.00029332182;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65423607826) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.54935622215) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)42) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.048912894;
        } else {
          result[0] += 0.06500575;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += -0.04465544;
        } else {
          result[0] += 0.00014651503;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3600000143) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2830188274) ) ) {
          result[0] += -0.01788222;
        } else {
          result[0] += -0.059421428;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76342827082) ) ) {
          result[0] += 0.012184346;
        } else {
          result[0] += -0.011106147;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84333330393) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63672721386) ) ) {
          result[0] += 0.02555404;
        } else {
          result[0] += -0.0018507183;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += -0.008730515;
        } else {
          result[0] += 0.0025650545;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
          result[0] += 0.0026752313;
        } else {
          result[0] += 0.013331316;
        }
      } else {
        result[0] += -0.049192745;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.03496871;
        } else {
          result[0] += 0.0014199292;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0030075177;
        } else {
          result[0] += 0.006973721;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
          result[0] += -0.027498782;
        } else {
          result[0] += -0.0057469127;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
          result[0] += -0.06475553;
        } else {
          result[0] += -0.020078441;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
          result[0] += 0.006241157;
        } else {
          result[0] += -0.02118342;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0014768792;
        } else {
          result[0] += -0.05128351;
        }
      }
    } else {
      result[0] += -0.05320629;
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)20) ) ) {
          result[0] += -0.0011425131;
        } else {
          result[0] += -0.048345678;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          result[0] += -0.010604789;
        } else {
          result[0] += -0.04909552;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0017482108;
        } else {
          result[0] += -0.0012932324;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.009415447;
        } else {
          result[0] += -0.051168967;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)379) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.041988693;
      } else {
        result[0] += 0.0206291;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.019055089;
      } else {
        result[0] += -0.013366488;
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69930070639) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.0005213671;
        } else {
          result[0] += 0.00762245;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
          result[0] += -0.01393685;
        } else {
          result[0] += -0.0009256772;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)293) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.003313287;
        } else {
          result[0] += -0.04713762;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)296) ) ) {
          result[0] += -0.09820029;
        } else {
          result[0] += -0.0039750664;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26491397619) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
          result[0] += -0.0051711737;
        } else {
          result[0] += 0.0055202916;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)466) ) ) {
          result[0] += -0.026709676;
        } else {
          result[0] += -0.009544112;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)619) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
          result[0] += 0.0026770416;
        } else {
          result[0] += 0.015853316;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.65812176466) ) ) {
          result[0] += 0.024181923;
        } else {
          result[0] += -0.004583394;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51987022161) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
          result[0] += -0.02037286;
        } else {
          result[0] += 0.0038848892;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
          result[0] += -0.09793147;
        } else {
          result[0] += -0.023970058;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.009761097;
        } else {
          result[0] += 0.048539575;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
          result[0] += -0.030608078;
        } else {
          result[0] += -0.0011985595;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.44382447004) ) ) {
          result[0] += 0.018989274;
        } else {
          result[0] += 0.000977832;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302911758) ) ) {
          result[0] += -0.028068602;
        } else {
          result[0] += -0.0009395885;
        }
      }
    } else {
      result[0] += 0.04306751;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          result[0] += -0.0067340494;
        } else {
          result[0] += -0.0013880829;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
          result[0] += -0.0018418577;
        } else {
          result[0] += 0.021580353;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
          result[0] += 0.0029208416;
        } else {
          result[0] += -0.00711682;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
          result[0] += -0.025306834;
        } else {
          result[0] += 0.018377494;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043902438134) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)154) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
          result[0] += 0.00075198006;
        } else {
          result[0] += 0.018790083;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1057) ) ) {
          result[0] += 0.009786478;
        } else {
          result[0] += -0.014137603;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045853659511) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
          result[0] += -0.06919404;
        } else {
          result[0] += -0.03224573;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)632) ) ) {
          result[0] += -0.013348977;
        } else {
          result[0] += 0.018843045;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.7949193716) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.73647177219) ) ) {
          result[0] += -0.00042600007;
        } else {
          result[0] += -0.013661598;
        }
      } else {
        result[0] += -0.051944263;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.49299117923) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)109) ) ) {
          result[0] += 0.046606597;
        } else {
          result[0] += 0.02626417;
        }
      } else {
        result[0] += 0.019101663;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0053835799918) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)619) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)541) ) ) {
          result[0] += 0.0052928547;
        } else {
          result[0] += -0.04189103;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.019536903;
        } else {
          result[0] += 0.07905539;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)156) ) ) {
          result[0] += 0.018409079;
        } else {
          result[0] += -0.0043561957;
        }
      } else {
        result[0] += -0.06333181;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.00018407614;
        } else {
          result[0] += -0.0101253465;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)250) ) ) {
          result[0] += -0.01254373;
        } else {
          result[0] += 0.0023291004;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.22314049304) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0024062856;
        } else {
          result[0] += 0.011805869;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)26) ) ) {
          result[0] += 0.012927035;
        } else {
          result[0] += 0.030848844;
        }
      }
    }
  } else {
    result[0] += -0.049174845;
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += -0.00056626595;
        } else {
          result[0] += 0.0061062607;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += 0.042332303;
        } else {
          result[0] += 0.020974588;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)252) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10403348505) ) ) {
          result[0] += -0.00550767;
        } else {
          result[0] += -0.048803873;
        }
      } else {
        result[0] += -0.05475471;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75329101086) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0157667;
        } else {
          result[0] += -0.0042448337;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25578337908) ) ) {
          result[0] += 0.018670829;
        } else {
          result[0] += 0.03465351;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.016263826;
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.015656099;
        } else {
          result[0] += -0.0036528688;
        }
      }
    }
  }
}

