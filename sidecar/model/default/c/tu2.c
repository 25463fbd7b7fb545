
#include "header.h"

void predict_unit2(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0010747467;
        } else {
          result[0] += -0.017469244;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.029206965;
        } else {
          result[0] += 0.014057989;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)226) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
          result[0] += 0.0034243637;
        } else {
          result[0] += 0.025741;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.002545748;
        } else {
          result[0] += 0.024267877;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
      result[0] += 0.052544665;
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
        result[0] += 0.030034883;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          result[0] += 0.013860166;
        } else {
          result[0] += -0.01364495;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60253745317) ) ) {
          result[0] += -0.02213877;
        } else {
          result[0] += -0.002448519;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.032133825123) ) ) {
          result[0] += -0.005078612;
        } else {
          result[0] += -0.050044127;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31430438161) ) ) {
          result[0] += 0.021546608;
        } else {
          result[0] += 0.0015382923;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.0057655107;
        } else {
          result[0] += 0.0002601256;
        }
      }
    }
  } else {
    result[0] += -0.048857044;
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.018905291;
        } else {
          result[0] += 0.013344402;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
          result[0] += -0.030128002;
        } else {
          result[0] += -0.10191148;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        result[0] += 0.034077354;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
          result[0] += -0.02163428;
        } else {
          result[0] += 0.015852368;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26224586368) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          result[0] += -0.0020581223;
        } else {
          result[0] += 0.0019497676;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.002317087;
        } else {
          result[0] += -0.010226848;
        }
      }
    } else {
      result[0] += 0.03338805;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67265117168) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        result[0] += -0.02155054;
      } else {
        result[0] += -0.04513977;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0047860565;
        } else {
          result[0] += 0.029686138;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.004567851;
        } else {
          result[0] += -0.045113865;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          result[0] += 0.049666837;
        } else {
          result[0] += -0.00058528356;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0006709641;
        } else {
          result[0] += 0.026330953;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.001126326;
        } else {
          result[0] += -0.03341161;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
          result[0] += 0.0025566253;
        } else {
          result[0] += -0.0045897844;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.011257089;
        } else {
          result[0] += 0.0029563473;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34254705906) ) ) {
          result[0] += -0.0038131734;
        } else {
          result[0] += -0.08898773;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.010861302726) ) ) {
        result[0] += 0.01490881;
      } else {
        result[0] += 0.03584811;
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)173) ) ) {
          result[0] += 0.0025999509;
        } else {
          result[0] += 0.011918227;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += 0.020640029;
        } else {
          result[0] += 0.00021526209;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
          result[0] += -0.009448275;
        } else {
          result[0] += -0.04222173;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 9.574832e-05;
        } else {
          result[0] += 0.012172124;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.039539523423) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.007634009;
        } else {
          result[0] += 0.002179057;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.037456244;
        } else {
          result[0] += -0.0055939746;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          result[0] += 0.0011644725;
        } else {
          result[0] += 0.022069518;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
          result[0] += -0.0014528312;
        } else {
          result[0] += -0.041358776;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.043561287224) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
          result[0] += 0.049736615;
        } else {
          result[0] += 0.012731149;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
          result[0] += 0.0020650055;
        } else {
          result[0] += 0.018684112;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011299435049) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010731707327) ) ) {
          result[0] += -0.0111008575;
        } else {
          result[0] += -0.06408092;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
          result[0] += -0.011341224;
        } else {
          result[0] += 0.0020454472;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47143378854) ) ) {
          result[0] += -0.0030913455;
        } else {
          result[0] += 0.0025516178;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
          result[0] += -0.02239426;
        } else {
          result[0] += -0.0020260946;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.011279677;
        } else {
          result[0] += 0.045499805;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.0023936902;
        } else {
          result[0] += -0.032873813;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47143378854) ) ) {
          result[0] += -0.02091182;
        } else {
          result[0] += -0.07723546;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
          result[0] += 0.032425676;
        } else {
          result[0] += -0.015610821;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.009236246;
        } else {
          result[0] += 0.04882592;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.0020655205;
        } else {
          result[0] += 0.0056893732;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54870730639) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84782606363) ) ) {
          result[0] += -0.005442123;
        } else {
          result[0] += -0.035810944;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += -0.031411473;
        } else {
          result[0] += -0.06899045;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84126985073) ) ) {
          result[0] += -0.0021005818;
        } else {
          result[0] += -0.044029392;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
          result[0] += 0.026886458;
        } else {
          result[0] += 0.009201932;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46072542667) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)258) ) ) {
          result[0] += -0.00017578107;
        } else {
          result[0] += 0.020938823;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.00645654;
        } else {
          result[0] += 0.055088576;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
          result[0] += -2.02793e-05;
        } else {
          result[0] += -0.07641911;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
          result[0] += 0.012344959;
        } else {
          result[0] += 0.0030166053;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36413186789) ) ) {
          result[0] += -0.013797556;
        } else {
          result[0] += -0.0007311681;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
          result[0] += -0.017822495;
        } else {
          result[0] += -0.00043711657;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
        result[0] += 0.016987855;
      } else {
        result[0] += 0.035781395;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
        result[0] += -0.046730537;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
          result[0] += 0.016280768;
        } else {
          result[0] += 0.0022511214;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          result[0] += -0.0043759467;
        } else {
          result[0] += 0.02145961;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          result[0] += -0.0008382302;
        } else {
          result[0] += 0.003964211;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += -0.0062421183;
        } else {
          result[0] += -2.591148e-05;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.013386865;
        } else {
          result[0] += 0.0040482166;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016949152574) ) ) {
          result[0] += 0.016329933;
        } else {
          result[0] += 0.0006501448;
        }
      } else {
        result[0] += -0.07250807;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16400380433) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
        result[0] += -0.030016297;
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
          result[0] += 0.017598642;
        } else {
          result[0] += -0.0065856874;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28329738975) ) ) {
          result[0] += 0.008466693;
        } else {
          result[0] += 0.048644695;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          result[0] += -0.032790232;
        } else {
          result[0] += 0.0033180327;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.8585895896) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
          result[0] += -0.00028057132;
        } else {
          result[0] += 0.023124814;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
          result[0] += 0.021258974;
        } else {
          result[0] += 0.0032508604;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.56662654877) ) ) {
          result[0] += 0.02613616;
        } else {
          result[0] += 0.0011343977;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10760531574) ) ) {
          result[0] += -0.028714001;
        } else {
          result[0] += 0.0031128512;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
          result[0] += 0.023456192;
        } else {
          result[0] += 0.011260675;
        }
      } else {
        result[0] += -0.015803194;
      }
    } else {
      result[0] += -0.021035597;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 8.333393e-05;
        } else {
          result[0] += 0.0065317573;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.007976858;
        } else {
          result[0] += 0.009845269;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)64) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
          result[0] += -0.0063168816;
        } else {
          result[0] += -0.028199324;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0005637616;
        } else {
          result[0] += -0.028006613;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
          result[0] += 0.017881354;
        } else {
          result[0] += 0.0025762466;
        }
      } else {
        result[0] += -0.019764025;
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
          result[0] += -0.001780541;
        } else {
          result[0] += -0.026592929;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
          result[0] += -0.02225622;
        } else {
          result[0] += 0.0037395046;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)7633) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
          result[0] += 0.0014729075;
        } else {
          result[0] += -0.0044427067;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.026453247;
        } else {
          result[0] += 0.011258266;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)78) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
          result[0] += -0.009412273;
        } else {
          result[0] += -0.050481964;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.00096679584;
        } else {
          result[0] += -0.017315501;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
          result[0] += -0.0143776415;
        } else {
          result[0] += 0.0017722199;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.004189827;
        } else {
          result[0] += -0.024876952;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)258) ) ) {
          result[0] += 0.014070915;
        } else {
          result[0] += -0.005942591;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
          result[0] += 0.014688733;
        } else {
          result[0] += 0.028337616;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.018325036392) ) ) {
          result[0] += -0.003968583;
        } else {
          result[0] += 0.00052714004;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36088383198) ) ) {
          result[0] += 0.014691683;
        } else {
          result[0] += -0.0025068251;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          result[0] += -0.037517615;
        } else {
          result[0] += -0.0024553412;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3239659965) ) ) {
          result[0] += -0.024942491;
        } else {
          result[0] += -0.143953;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57963961363) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
          result[0] += 0.019453797;
        } else {
          result[0] += 0.056334116;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29047957063) ) ) {
          result[0] += -0.0042418647;
        } else {
          result[0] += 0.0091470685;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65018874407) ) ) {
          result[0] += -0.045407932;
        } else {
          result[0] += -0.004585806;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          result[0] += 0.0068782377;
        } else {
          result[0] += 0.0002177723;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.8585895896) ) ) {
          result[0] += 0.00012459797;
        } else {
          result[0] += 0.008681865;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.0037488814;
        } else {
          result[0] += -0.048559897;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011952191591) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31718945503) ) ) {
          result[0] += 0.03911768;
        } else {
          result[0] += 0.01417888;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)4588) ) ) {
          result[0] += -0.00152917;
        } else {
          result[0] += 0.021624604;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.05943691358) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025365853682) ) ) {
          result[0] += -0.0052334527;
        } else {
          result[0] += 0.039814703;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69905215502) ) ) {
          result[0] += -0.056466915;
        } else {
          result[0] += -0.004808706;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004065040499) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0022873292;
        } else {
          result[0] += 0.029013366;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
          result[0] += -0.041423712;
        } else {
          result[0] += 0.004054942;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.043541114777) ) ) {
          result[0] += -0.029798707;
        } else {
          result[0] += 0.013673275;
        }
      } else {
        result[0] += 0.024958609;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
        result[0] += -0.02034068;
      } else {
        result[0] += -0.044488803;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
          result[0] += -0.0032902234;
        } else {
          result[0] += 0.000738361;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33742809296) ) ) {
          result[0] += 0.012311616;
        } else {
          result[0] += -0.0014813477;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19931355119) ) ) {
          result[0] += 0.018576678;
        } else {
          result[0] += 0.0011141552;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
          result[0] += -0.008968023;
        } else {
          result[0] += -0.077093415;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.075268819928) ) ) {
          result[0] += 0.00011521202;
        } else {
          result[0] += -0.007869521;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
          result[0] += 0.048491847;
        } else {
          result[0] += 0.011000595;
        }
      }
    } else {
      result[0] += -0.0222385;
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.2609518766) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.067764557898) ) ) {
        result[0] += 0.024898393;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18001450598) ) ) {
          result[0] += -0.002422607;
        } else {
          result[0] += 0.016306497;
        }
      }
    } else {
      result[0] += -0.002392284;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          result[0] += -0.00017363309;
        } else {
          result[0] += 0.006698622;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.019054702;
        } else {
          result[0] += 0.0023606454;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.030194083;
        } else {
          result[0] += -0.0062242905;
        }
      } else {
        result[0] += -0.039863653;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
        result[0] += -0.031300887;
      } else {
        result[0] += -0.013533595;
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0127269225;
        } else {
          result[0] += -0.024139067;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += -0.0036708922;
        } else {
          result[0] += 0.0059581716;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.00013542347;
        } else {
          result[0] += -0.004765164;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.004236808;
        } else {
          result[0] += -0.06360602;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.038813666;
        } else {
          result[0] += 0.0050636693;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
          result[0] += 0.015830088;
        } else {
          result[0] += -0.00946769;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2715) ) ) {
          result[0] += 0.0023180894;
        } else {
          result[0] += 0.01781675;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0069444444962) ) ) {
          result[0] += 0.016526831;
        } else {
          result[0] += -0.005520045;
        }
      }
    } else {
      result[0] += -0.025670497;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)625) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.000473778;
        } else {
          result[0] += -0.0061104773;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
          result[0] += -0.0058530816;
        } else {
          result[0] += 0.01329157;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)642) ) ) {
          result[0] += 0.014302528;
        } else {
          result[0] += -0.032545466;
        }
      } else {
        result[0] += -0.06702676;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.0212684;
        } else {
          result[0] += -0.0006027505;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += 0.0018088745;
        } else {
          result[0] += 0.040924598;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.01956577;
        } else {
          result[0] += 0.0090604825;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          result[0] += -0.026655564;
        } else {
          result[0] += 0.0061040507;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.44841364026) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.012033956;
        } else {
          result[0] += -0.04296316;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
          result[0] += 0.015176478;
        } else {
          result[0] += -0.0025913022;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43590047956) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.027102306;
        } else {
          result[0] += 0.061043393;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
          result[0] += 0.0029772602;
        } else {
          result[0] += -0.0019844738;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42773428559) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
          result[0] += 0.028959308;
        } else {
          result[0] += 0.00095858745;
        }
      } else {
        result[0] += 0.06436571;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          result[0] += -0.00057895586;
        } else {
          result[0] += -0.040912047;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028292682022) ) ) {
          result[0] += 0.004458017;
        } else {
          result[0] += -0.009440902;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-2.3466780186) ) ) {
        result[0] += -0.024005037;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
          result[0] += -0.018020801;
        } else {
          result[0] += -0.008119754;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += 0.02344637;
        } else {
          result[0] += 0.06527429;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.017864121;
        } else {
          result[0] += 0.01707556;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          result[0] += -0.001004056;
        } else {
          result[0] += 0.025190521;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.028725488;
        } else {
          result[0] += -0.09174039;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
          result[0] += 0.00048633307;
        } else {
          result[0] += -0.0035732498;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          result[0] += -0.015807731;
        } else {
          result[0] += 4.6818626e-05;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.058737538755) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85294115543) ) ) {
          result[0] += 0.0019106498;
        } else {
          result[0] += -0.030659964;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
          result[0] += -0.0020727166;
        } else {
          result[0] += 0.005960933;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
          result[0] += 0.017881818;
        } else {
          result[0] += 0.002107891;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
          result[0] += 0.011635754;
        } else {
          result[0] += -0.03221653;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
      result[0] += 0.03541383;
    } else {
      result[0] += 0.011533356;
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0867705345) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.01085982;
        } else {
          result[0] += 0.02395585;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)244) ) ) {
          result[0] += 0.0011134355;
        } else {
          result[0] += 0.029788548;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
          result[0] += -0.039975222;
        } else {
          result[0] += -0.011485744;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
          result[0] += 0.0014694716;
        } else {
          result[0] += -0.0101648;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.56321108341) ) ) {
        result[0] += 0.023446243;
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.011648835;
        } else {
          result[0] += 0.00075293344;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
          result[0] += -0.0003820746;
        } else {
          result[0] += 0.01364585;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22687973082) ) ) {
          result[0] += 0.026797924;
        } else {
          result[0] += 0.012956895;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15088401735) ) ) {
          result[0] += -0.0020364288;
        } else {
          result[0] += 0.0014251672;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.64070618153) ) ) {
          result[0] += -0.003212379;
        } else {
          result[0] += -0.041598465;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16400380433) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
          result[0] += -0.0050162687;
        } else {
          result[0] += 0.02388325;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38145834208) ) ) {
          result[0] += 0.0013047014;
        } else {
          result[0] += -0.012889244;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.72623002529) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.013252601;
        } else {
          result[0] += 0.0040874956;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.0061019505;
        } else {
          result[0] += -0.018085103;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += 0.02208103;
        } else {
          result[0] += -0.011134263;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += -0.0037537757;
        } else {
          result[0] += -0.031071767;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
          result[0] += -0.0014867554;
        } else {
          result[0] += -0.011361717;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.0054853107;
        } else {
          result[0] += -0.034135852;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016949152574) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.017582266;
        } else {
          result[0] += -0.006062063;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025490196422) ) ) {
          result[0] += -0.026702872;
        } else {
          result[0] += 0.001168896;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16169971228) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11224572361) ) ) {
          result[0] += 0.0060222647;
        } else {
          result[0] += 0.022141239;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.008715972;
        } else {
          result[0] += -0.017350834;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
          result[0] += -0.023856146;
        } else {
          result[0] += 0.0066831238;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.050926834;
        } else {
          result[0] += -0.0022463133;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          result[0] += -0.00016050568;
        } else {
          result[0] += 0.009241884;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
          result[0] += -0.009640849;
        } else {
          result[0] += -0.00050034735;
        }
      }
    } else {
      result[0] += 0.025779817;
    }
  } else {
    result[0] += -0.031627916;
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
          result[0] += 9.950295e-06;
        } else {
          result[0] += -0.0054208133;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
          result[0] += 0.011885429;
        } else {
          result[0] += -0.00524718;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
          result[0] += -0.046124395;
        } else {
          result[0] += -0.0016594486;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.006907262;
        } else {
          result[0] += 0.009863443;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.089914962649) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.018741637;
        } else {
          result[0] += 0.050765134;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0019569395;
        } else {
          result[0] += 0.026435072;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
          result[0] += -0.0059958133;
        } else {
          result[0] += 0.0035575347;
        }
      } else {
        result[0] += -0.028954405;
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)510) ) ) {
          result[0] += 0.00047871502;
        } else {
          result[0] += 0.01298322;
        }
      } else {
        result[0] += -0.03475007;
      }
    } else {
      result[0] += 0.03971705;
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6485569477) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
          result[0] += 0.053865433;
        } else {
          result[0] += -0.0047823847;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
          result[0] += -0.055089533;
        } else {
          result[0] += -0.0065861265;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31718945503) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.010898749;
        } else {
          result[0] += -0.011585037;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
          result[0] += -0.0075659864;
        } else {
          result[0] += 0.020908805;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          result[0] += -0.0024785753;
        } else {
          result[0] += 0.0027961102;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.77777779102) ) ) {
          result[0] += 0.0029844062;
        } else {
          result[0] += -0.008792789;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)44) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          result[0] += -0.008432172;
        } else {
          result[0] += -0.036542352;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          result[0] += 0.013079113;
        } else {
          result[0] += -0.0056160563;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51709395647) ) ) {
          result[0] += 0.045175448;
        } else {
          result[0] += 0.011129379;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
          result[0] += -0.013218978;
        } else {
          result[0] += 0.001966294;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.5933637619) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.012148458;
        } else {
          result[0] += 0.024127556;
        }
      } else {
        result[0] += -0.0037760888;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0005389202;
        } else {
          result[0] += 0.009684275;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += -0.017829375;
        } else {
          result[0] += -0.0016522849;
        }
      }
    } else {
      result[0] += -0.042137425;
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
        result[0] += 0.031644557;
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 2.7561357e-05;
        } else {
          result[0] += 0.006161084;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          result[0] += 0.0031319663;
        } else {
          result[0] += 0.016623912;
        }
      } else {
        result[0] += 0.04825919;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.005634601;
        } else {
          result[0] += 0.007959788;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.021733996;
        } else {
          result[0] += -0.061102975;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.0027737299;
        } else {
          result[0] += 0.015721332;
        }
      } else {
        result[0] += 0.061095525;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76345038414) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.034774665;
        } else {
          result[0] += 4.882109e-05;
        }
      } else {
        result[0] += 0.04529276;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
          result[0] += -0.0007878739;
        } else {
          result[0] += -0.014831449;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)280) ) ) {
          result[0] += 0.0093361465;
        } else {
          result[0] += 0.026892355;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3002) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
          result[0] += -0.030234728;
        } else {
          result[0] += 0.013282678;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.026819477;
        } else {
          result[0] += -0.032873977;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82608693838) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7529411912) ) ) {
          result[0] += 0.00026009174;
        } else {
          result[0] += -0.008908982;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.007326515;
        } else {
          result[0] += -0.0080139665;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
          result[0] += 0.022270186;
        } else {
          result[0] += 0.0037729256;
        }
      } else {
        result[0] += -0.0011919808;
      }
    } else {
      result[0] += 0.0400051;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
          result[0] += -0.013429942;
        } else {
          result[0] += -0.00012583153;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
          result[0] += -0.00472483;
        } else {
          result[0] += -0.028822739;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
          result[0] += 0.016046276;
        } else {
          result[0] += 0.0017666195;
        }
      } else {
        result[0] += -0.040145572;
      }
    }
  } else {
    result[0] += -0.030817563;
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40711736679) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.008041053;
        } else {
          result[0] += -0.040087476;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84126985073) ) ) {
          result[0] += 0.00033304127;
        } else {
          result[0] += -0.047500864;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82608693838) ) ) {
          result[0] += 0.00045699487;
        } else {
          result[0] += 0.005739342;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.026918193;
        } else {
          result[0] += -0.0012508241;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
        result[0] += 0.012552838;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.030715287;
        } else {
          result[0] += 0.016965946;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02597402595) ) ) {
        result[0] += 0.015545315;
      } else {
        result[0] += -0.0023820542;
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -3.9389266e-05;
        } else {
          result[0] += -0.005423024;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          result[0] += 0.0015374589;
        } else {
          result[0] += 0.014226906;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.030679643;
      } else {
        if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)800) ) ) {
          result[0] += 0.0016780895;
        } else {
          result[0] += 0.0185533;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      result[0] += -0.03895989;
    } else {
      result[0] += -0.011108213;
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82608693838) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7529411912) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)175) ) ) {
          result[0] += -0.0005553395;
        } else {
          result[0] += 0.01733562;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.01326137;
        } else {
          result[0] += -0.0023996052;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          result[0] += 0.0021154287;
        } else {
          result[0] += 0.02110518;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.013997668;
        } else {
          result[0] += 0.012206152;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          result[0] += 0.0041707265;
        } else {
          result[0] += -0.014578717;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.00082579436;
        } else {
          result[0] += -0.048777845;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83660131693) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
          result[0] += 0.008438575;
        } else {
          result[0] += 0.02591315;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += 0.022397103;
        } else {
          result[0] += 0.0054719956;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0005331144;
        } else {
          result[0] += 0.004967361;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
          result[0] += 8.204444e-05;
        } else {
          result[0] += 0.017373435;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
          result[0] += -0.023543008;
        } else {
          result[0] += -0.0051598507;
        }
      } else {
        result[0] += -0.07209771;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.014723711;
        } else {
          result[0] += -0.008165944;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.003902439028) ) ) {
          result[0] += 0.006381951;
        } else {
          result[0] += 0.04519456;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.011458089;
        } else {
          result[0] += 0.010326135;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.0063218325;
        } else {
          result[0] += -0.016504934;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.0006847073;
        } else {
          result[0] += -0.0027574096;
        }
      } else {
        result[0] += 0.024187323;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.65865713358) ) ) {
        result[0] += 0.015135184;
      } else {
        result[0] += 0.031792626;
      }
    }
  } else {
    result[0] += 0.035961356;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35835760832) ) ) {
          result[0] += -0.009579962;
        } else {
          result[0] += 0.023028715;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34764158726) ) ) {
          result[0] += 0.009279857;
        } else {
          result[0] += -0.05438253;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83251219988) ) ) {
          result[0] += 0.06997334;
        } else {
          result[0] += 0.010904386;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.04961579293) ) ) {
          result[0] += -0.015075336;
        } else {
          result[0] += 0.013950484;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.018571673;
        } else {
          result[0] += -0.05614844;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.009593473;
        } else {
          result[0] += 0.0070166583;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24397140741) ) ) {
          result[0] += 0.0049457736;
        } else {
          result[0] += -0.0002653689;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0024104028;
        } else {
          result[0] += 0.0047987825;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          result[0] += -0.00040273476;
        } else {
          result[0] += 0.02199409;
        }
      } else {
        result[0] += -0.02847997;
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          result[0] += 0.021512505;
        } else {
          result[0] += 0.011722699;
        }
      } else {
        result[0] += -0.0033450609;
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65789473057) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.014807244;
        } else {
          result[0] += 0.0008480331;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
          result[0] += -0.02938374;
        } else {
          result[0] += -7.079938e-05;
        }
      }
    } else {
      result[0] += -0.022033334;
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6485569477) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        result[0] += -0.010532968;
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.025226353;
        } else {
          result[0] += -0.006481481;
        }
      }
    } else {
      result[0] += -0.018757766;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.96389216185) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019999999553) ) ) {
          result[0] += 0.015376505;
        } else {
          result[0] += -0.012585016;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
          result[0] += -0.06866007;
        } else {
          result[0] += -0.010627155;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
          result[0] += -0.0232371;
        } else {
          result[0] += 0.00091396394;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
          result[0] += -0.00053506106;
        } else {
          result[0] += 0.0033174262;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0165396929) ) ) {
    if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
          result[0] += -0.0031700954;
        } else {
          result[0] += -0.03861107;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
          result[0] += 0.04200386;
        } else {
          result[0] += 0.013108251;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0041729384;
        } else {
          result[0] += -0.029395917;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
          result[0] += 0.023959037;
        } else {
          result[0] += -0.009887572;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82758623362) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
          result[0] += -0.00021704573;
        } else {
          result[0] += -0.012658633;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0064211087;
        } else {
          result[0] += -0.0065839402;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.03599505;
        } else {
          result[0] += -0.0036243498;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13125438988) ) ) {
          result[0] += -0.015503356;
        } else {
          result[0] += -0.0034660068;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.2009605169) ) ) {
          result[0] += -0.0009919129;
        } else {
          result[0] += 0.008638467;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          result[0] += 0.037722394;
        } else {
          result[0] += 0.0017721996;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          result[0] += -0.06423995;
        } else {
          result[0] += -0.020295214;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
          result[0] += 0.0037804374;
        } else {
          result[0] += -0.033613548;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      result[0] += 0.028373543;
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        result[0] += 0.00488147;
      } else {
        result[0] += 0.01531436;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.067087844014) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        result[0] += -0.017627023;
      } else {
        result[0] += 0.020530777;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
          result[0] += -0.051382493;
        } else {
          result[0] += -0.016012158;
        }
      } else {
        result[0] += 0.0042284015;
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.00047714365;
        } else {
          result[0] += 0.004871038;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0035093848;
        } else {
          result[0] += -0.021277029;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += -0.0011196696;
        } else {
          result[0] += 0.0440916;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.0026148888;
        } else {
          result[0] += -0.025877664;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0073068403;
        } else {
          result[0] += 0.02090506;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0001612092;
        } else {
          result[0] += 0.009140138;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
          result[0] += 0.022352677;
        } else {
          result[0] += 0.051764023;
        }
      } else {
        result[0] += 0.00021662834;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.021745926;
        } else {
          result[0] += 0.0005875862;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.01141801;
        } else {
          result[0] += -0.10769472;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019138755277) ) ) {
          result[0] += 0.0070837364;
        } else {
          result[0] += 0.057154085;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.0050308923;
        } else {
          result[0] += 0.007330367;
        }
      }
    }
  }
  if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0007645161;
        } else {
          result[0] += 0.002223159;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
          result[0] += -0.0137465885;
        } else {
          result[0] += -0.0007576048;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
          result[0] += 0.0017597647;
        } else {
          result[0] += 0.020474931;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
          result[0] += -0.03691808;
        } else {
          result[0] += -0.00023548517;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)153) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          result[0] += 0.017498761;
        } else {
          result[0] += 0.0012163547;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          result[0] += -0.030659366;
        } else {
          result[0] += 0.011294405;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0147430645;
        } else {
          result[0] += -0.015622552;
        }
      } else {
        result[0] += -0.048147943;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
    if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.15384615958) ) ) {
        result[0] += 0.05504452;
      } else {
        result[0] += -0.004118731;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
          result[0] += -0.013375408;
        } else {
          result[0] += -0.04865214;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
          result[0] += 0.032479182;
        } else {
          result[0] += -0.0051840018;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)120) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += -0.00018407813;
        } else {
          result[0] += -0.0165099;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0315424204) ) ) {
          result[0] += 0.018219145;
        } else {
          result[0] += -0.005778059;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)8) ) ) {
        result[0] += -0.04421429;
      } else {
        result[0] += 0.0033266384;
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.026341462508) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010731707327) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0010894624;
        } else {
          result[0] += -0.0027823038;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.063681476;
        } else {
          result[0] += -0.029562188;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.013061422;
        } else {
          result[0] += 0.044988036;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
          result[0] += -0.006699014;
        } else {
          result[0] += 0.0048011304;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.10243902355) ) ) {
          result[0] += -0.007797558;
        } else {
          result[0] += 0.007570638;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)59) ) ) {
          result[0] += 0.01699798;
        } else {
          result[0] += -0.00081799115;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
          result[0] += -0.0006115425;
        } else {
          result[0] += -0.033642102;
        }
      } else {
        result[0] += -0.00012013083;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
          result[0] += 0.017543655;
        } else {
          result[0] += -0.015634289;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
          result[0] += -0.01658392;
        } else {
          result[0] += 6.8412423e-06;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.032133825123) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
          result[0] += -0.02037017;
        } else {
          result[0] += 0.004699205;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.022111799568) ) ) {
          result[0] += -0.04214972;
        } else {
          result[0] += -0.0075789825;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.040230613202) ) ) {
          result[0] += 0.012066725;
        } else {
          result[0] += -0.0023442951;
        }
      } else {
        result[0] += 0.065888576;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.059401304;
        } else {
          result[0] += -0.03132105;
        }
      } else {
        result[0] += 0.00870623;
      }
    }
  }
}

