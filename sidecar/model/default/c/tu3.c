
#include "header.h"

void predict_unit3(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.020367153;
        } else {
          result[0] += -0.00072820485;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73323768377) ) ) {
          result[0] += 0.004050157;
        } else {
          result[0] += -0.0009178572;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
          result[0] += -0.006136007;
        } else {
          result[0] += 0.0036572479;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.007804878056) ) ) {
          result[0] += 0.045026172;
        } else {
          result[0] += 0.009953626;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31718945503) ) ) {
      result[0] += 0.030316046;
    } else {
      result[0] += -0.00016162636;
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82235503197) ) ) {
          result[0] += -0.001884055;
        } else {
          result[0] += 0.01009969;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.071114115417) ) ) {
          result[0] += 0.0036551193;
        } else {
          result[0] += -0.0009207817;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
          result[0] += -0.003565814;
        } else {
          result[0] += 0.008118847;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.5933637619) ) ) {
          result[0] += 0.021192087;
        } else {
          result[0] += -0.0061272616;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
      result[0] += -0.034643997;
    } else {
      result[0] += -0.013747617;
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
          result[0] += -0.00012572051;
        } else {
          result[0] += 0.04879821;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.034545984;
        } else {
          result[0] += 0.0069895214;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += 0.005127018;
        } else {
          result[0] += 0.027271355;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79807692766) ) ) {
          result[0] += 0.0026687405;
        } else {
          result[0] += -0.010691631;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68213629723) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33064296842) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          result[0] += -0.020444201;
        } else {
          result[0] += 0.0011749038;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4837140739) ) ) {
          result[0] += -0.033214476;
        } else {
          result[0] += -0.001011389;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.033006262;
        } else {
          result[0] += 0.0055730166;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.8585895896) ) ) {
          result[0] += 0.030042289;
        } else {
          result[0] += -0.015284053;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)48) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.00015838856;
        } else {
          result[0] += -0.00451171;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.009641828;
        } else {
          result[0] += -0.009413102;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.56662654877) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76919102669) ) ) {
          result[0] += -0.030434558;
        } else {
          result[0] += 0.013681798;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += -0.0017034753;
        } else {
          result[0] += -0.027321711;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.053712256253) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          result[0] += 0.0027497674;
        } else {
          result[0] += -0.0067595425;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2176874876) ) ) {
          result[0] += -0.01885453;
        } else {
          result[0] += -0.0055204965;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)225) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
          result[0] += -0.020170858;
        } else {
          result[0] += 0.00593181;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028707919642) ) ) {
          result[0] += 0.022142647;
        } else {
          result[0] += 0.009217351;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0028188245;
        } else {
          result[0] += -0.021621315;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
          result[0] += -0.009717982;
        } else {
          result[0] += 0.00082472106;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
          result[0] += -0.012399995;
        } else {
          result[0] += 0.0077675967;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0029745195;
        } else {
          result[0] += -0.046332885;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
          result[0] += -0.0019811424;
        } else {
          result[0] += -0.016282346;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.011955685;
        } else {
          result[0] += -0.04524402;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
          result[0] += -0.018128967;
        } else {
          result[0] += 0.006543466;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
          result[0] += -0.022770882;
        } else {
          result[0] += 0.0039262534;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
          result[0] += 0.030071193;
        } else {
          result[0] += -0.00039198608;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.84123557806) ) ) {
          result[0] += -0.012979147;
        } else {
          result[0] += 0.015684335;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0014977216;
        } else {
          result[0] += 0.013412396;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.035083216;
        } else {
          result[0] += 0.0013605927;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0031884972;
        } else {
          result[0] += 0.015454891;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.018129064;
        } else {
          result[0] += 0.003878012;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.0041319896;
        } else {
          result[0] += -0.018528402;
        }
      } else {
        result[0] += 0.050721634;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
          result[0] += 0.0005727;
        } else {
          result[0] += -0.00524372;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          result[0] += -0.0076790634;
        } else {
          result[0] += -0.04502323;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
          result[0] += 0.022020463;
        } else {
          result[0] += -0.0024104512;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.011952392;
        } else {
          result[0] += 0.025754625;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
          result[0] += -0.022228353;
        } else {
          result[0] += 0.007113591;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.041802127;
        } else {
          result[0] += -0.002097423;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
          result[0] += 0.001457665;
        } else {
          result[0] += -0.034222577;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
          result[0] += -0.0052339137;
        } else {
          result[0] += 0.004217653;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37647092342) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.00089095766;
        } else {
          result[0] += 0.0027945484;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.005098157;
        } else {
          result[0] += -0.05218332;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025490196422) ) ) {
          result[0] += -0.00336492;
        } else {
          result[0] += 0.003759142;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.044953953;
        } else {
          result[0] += 0.0052462476;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.2609518766) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1076) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.022415787;
        } else {
          result[0] += 0.010637644;
        }
      } else {
        result[0] += -0.0021028926;
      }
    } else {
      result[0] += -0.004333481;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
          result[0] += 0.021913907;
        } else {
          result[0] += 0.000991854;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.011000866;
        } else {
          result[0] += 0.002290382;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69571197033) ) ) {
          result[0] += -0.005366848;
        } else {
          result[0] += -0.05599254;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.018900437;
        } else {
          result[0] += -0.0114193745;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.010861302726) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += 0.015968652;
        } else {
          result[0] += -0.0047700284;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          result[0] += -0.034960654;
        } else {
          result[0] += -0.0071291015;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13852448761) ) ) {
          result[0] += -0.02393817;
        } else {
          result[0] += 0.045210026;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
          result[0] += -0.019568255;
        } else {
          result[0] += 0.009266916;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67182809114) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.00062854687;
        } else {
          result[0] += 0.009758775;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.96281731129) ) ) {
          result[0] += 0.0070687407;
        } else {
          result[0] += -0.00027231735;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.033181936;
        } else {
          result[0] += -0.0070617436;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.0029588954;
        } else {
          result[0] += -0.031846587;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.0041220314;
        } else {
          result[0] += -0.028192451;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.018231211;
        } else {
          result[0] += 0.010330723;
        }
      }
    } else {
      result[0] += -0.031801306;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3834244013) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
          result[0] += -0.00043841847;
        } else {
          result[0] += -0.009370893;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)279) ) ) {
          result[0] += 0.008265659;
        } else {
          result[0] += 0.05608504;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        result[0] += -0.0002585334;
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.024708277;
        } else {
          result[0] += -0.074227035;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.006280838;
        } else {
          result[0] += 0.02445727;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
          result[0] += 0.0131428735;
        } else {
          result[0] += -0.01483043;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.00880717;
        } else {
          result[0] += 0.002654619;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
          result[0] += -0.00951165;
        } else {
          result[0] += 0.017298466;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017505470663) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
          result[0] += 0.0005600103;
        } else {
          result[0] += 0.014339198;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017735334113) ) ) {
          result[0] += -0.03996458;
        } else {
          result[0] += -0.0061039412;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
          result[0] += -0.015380534;
        } else {
          result[0] += 0.0081936335;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.032130226;
        } else {
          result[0] += 0.000966717;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.03365878;
        } else {
          result[0] += 0.005050869;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.042926829308) ) ) {
          result[0] += 0.009679638;
        } else {
          result[0] += -0.0132694915;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
          result[0] += -0.035486557;
        } else {
          result[0] += -0.0012911808;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.002926829271) ) ) {
          result[0] += 0.02944369;
        } else {
          result[0] += 0.0050764973;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
          result[0] += -0.00013856524;
        } else {
          result[0] += 0.016951201;
        }
      } else {
        result[0] += 0.02568518;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
          result[0] += -0.013008828;
        } else {
          result[0] += -0.044657573;
        }
      } else {
        result[0] += 0.006787026;
      }
    }
  } else {
    result[0] += -0.028236462;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
          result[0] += -0.016227193;
        } else {
          result[0] += 0.0076498436;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += 0.04297466;
        } else {
          result[0] += -0.022602236;
        }
      }
    } else {
      result[0] += -0.0370795;
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
          result[0] += -0.00064215757;
        } else {
          result[0] += -0.004662175;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.06424139;
        } else {
          result[0] += 0.010275234;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          result[0] += -0.010235824;
        } else {
          result[0] += -3.878494e-05;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
          result[0] += 0.0017760451;
        } else {
          result[0] += 0.025427008;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
          result[0] += -0.00047297738;
        } else {
          result[0] += 0.0022704245;
        }
      } else {
        result[0] += 0.021771846;
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.008375092;
        } else {
          result[0] += -0.011361189;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.033757973;
        } else {
          result[0] += 0.0027136353;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0049615894;
        } else {
          result[0] += 0.030991523;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.01570836;
        } else {
          result[0] += 0.045221996;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.00012550403;
        } else {
          result[0] += 0.009802728;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0048250905238) ) ) {
          result[0] += 0.012271359;
        } else {
          result[0] += -0.011482235;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.042926829308) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039999999106) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.058737538755) ) ) {
          result[0] += 0.0018577919;
        } else {
          result[0] += -0.00010989532;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.039666083;
        } else {
          result[0] += 0.0036916316;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
          result[0] += 0.029141366;
        } else {
          result[0] += -0.004237071;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)182) ) ) {
          result[0] += -0.03145352;
        } else {
          result[0] += -0.0032115213;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.76092332602) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28029128909) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
          result[0] += 0.0071167024;
        } else {
          result[0] += 0.03182693;
        }
      } else {
        result[0] += -0.004290579;
      }
    } else {
      result[0] += 0.03504996;
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.14393939078) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += -0.011092105;
        } else {
          result[0] += -0.030746723;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0001371093;
        } else {
          result[0] += -0.0037326165;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.00084339076;
        } else {
          result[0] += 0.017545898;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0018841537;
        } else {
          result[0] += -0.038138974;
        }
      }
    }
  } else {
    result[0] += 0.03243941;
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83660131693) ) ) {
          result[0] += -0.0043558828;
        } else {
          result[0] += -0.03395486;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.00023051494;
        } else {
          result[0] += 0.0057119406;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.049382615834) ) ) {
          result[0] += 0.013179841;
        } else {
          result[0] += -0.015092044;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.052780714;
        } else {
          result[0] += -0.010365068;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
          result[0] += 0.010252439;
        } else {
          result[0] += -0.013723045;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
          result[0] += 0.004148009;
        } else {
          result[0] += 0.049977258;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6485569477) ) ) {
          result[0] += 0.018375918;
        } else {
          result[0] += 0.00010418828;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
          result[0] += -0.029613404;
        } else {
          result[0] += -0.0056461827;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
          result[0] += 0.0005134213;
        } else {
          result[0] += 0.039528135;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.008653759;
        } else {
          result[0] += 0.004005383;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010638297535) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
          result[0] += -0.01267502;
        } else {
          result[0] += 0.0018529324;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.036697246134) ) ) {
          result[0] += 0.031169215;
        } else {
          result[0] += 0.0017742449;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.00059344125;
        } else {
          result[0] += 0.039569113;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
          result[0] += 0.04328944;
        } else {
          result[0] += 0.011760409;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)177) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
          result[0] += -0.045713298;
        } else {
          result[0] += 0.0025318246;
        }
      } else {
        result[0] += 0.0083238045;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3834244013) ) ) {
          result[0] += 0.0005710661;
        } else {
          result[0] += 0.020947693;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0023398767;
        } else {
          result[0] += -0.026865423;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6485569477) ) ) {
        result[0] += 0.048565947;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003902439028) ) ) {
          result[0] += 0.002675287;
        } else {
          result[0] += 0.020695765;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
          result[0] += -0.013560079;
        } else {
          result[0] += -0.05859969;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.051546633;
        } else {
          result[0] += 0.0046889437;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
          result[0] += 0.028249368;
        } else {
          result[0] += -0.0011877612;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4837140739) ) ) {
          result[0] += 0.0031095946;
        } else {
          result[0] += -0.008274278;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49647861719) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          result[0] += 0.00089940283;
        } else {
          result[0] += -0.04097764;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39033442736) ) ) {
          result[0] += 0.028323365;
        } else {
          result[0] += 0.0034853646;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
          result[0] += -0.0026283385;
        } else {
          result[0] += -0.035631444;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.010976126;
        } else {
          result[0] += -0.026932463;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0003716634;
        } else {
          result[0] += -0.043627318;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.043561287224) ) ) {
          result[0] += -0.006988102;
        } else {
          result[0] += -0.04278296;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
          result[0] += 0.0485831;
        } else {
          result[0] += 0.007233854;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0012285946;
        } else {
          result[0] += 0.002188619;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)120) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
          result[0] += -0.0013198024;
        } else {
          result[0] += 0.008519721;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69571197033) ) ) {
          result[0] += -0.0040254905;
        } else {
          result[0] += -0.036015403;
        }
      }
    } else {
      if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        result[0] += 0.0004830334;
      } else {
        result[0] += -0.054777145;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14080652595) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
          result[0] += -0.029840944;
        } else {
          result[0] += 0.0109071;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += 0.0007634328;
        } else {
          result[0] += 0.009227473;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.54660791159) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
          result[0] += -0.0030454898;
        } else {
          result[0] += -0.020596256;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.00014314006;
        } else {
          result[0] += 0.010811112;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90322577953) ) ) {
          result[0] += -0.0013098007;
        } else {
          result[0] += 0.013118218;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          result[0] += -0.04013871;
        } else {
          result[0] += -0.0027389957;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.64788734913) ) ) {
          result[0] += 0.0070593283;
        } else {
          result[0] += -0.028185865;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.06380092;
        } else {
          result[0] += -0.00531784;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += 0.018682828;
        } else {
          result[0] += -0.017834026;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0053017354;
        } else {
          result[0] += 0.029150456;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40711736679) ) ) {
          result[0] += -0.06036445;
        } else {
          result[0] += -0.011099185;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3942156136) ) ) {
          result[0] += 0.0013984446;
        } else {
          result[0] += -0.0028699082;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)140) ) ) {
          result[0] += 0.0017336281;
        } else {
          result[0] += 0.015197615;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
          result[0] += -0.00053187914;
        } else {
          result[0] += -0.0064440146;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67265117168) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0735987;
        } else {
          result[0] += -0.00863847;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.01025831;
        } else {
          result[0] += -0.0061106873;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
      result[0] += -0.040777043;
    } else {
      result[0] += -0.009551099;
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.018863525;
        } else {
          result[0] += 0.00768475;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.039655916;
        } else {
          result[0] += 0.0019765017;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          result[0] += -5.2255225e-05;
        } else {
          result[0] += 0.007225799;
        }
      } else {
        result[0] += -0.028700594;
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
      result[0] += 0.05542454;
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9389313459) ) ) {
          result[0] += 0.0136382;
        } else {
          result[0] += 0.00814619;
        }
      } else {
        result[0] += -0.0074001695;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0018085911;
        } else {
          result[0] += 0.0039886953;
        }
      } else {
        result[0] += -0.055574667;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016949152574) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
          result[0] += 0.037284695;
        } else {
          result[0] += 0.009308387;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.00057939335;
        } else {
          result[0] += 0.0092094755;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0029864116;
        } else {
          result[0] += 0.033331756;
        }
      } else {
        result[0] += 0.055948168;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.045470957;
        } else {
          result[0] += -0.018248012;
        }
      } else {
        result[0] += 0.003844899;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0867705345) ) ) {
      result[0] += -0.034491386;
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0025167873;
        } else {
          result[0] += -0.017435564;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0024679102935) ) ) {
          result[0] += 0.026590437;
        } else {
          result[0] += -0.0015214661;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31064018607) ) ) {
          result[0] += -0.00504204;
        } else {
          result[0] += 0.0054569016;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.20475305617) ) ) {
          result[0] += -0.08507779;
        } else {
          result[0] += 0.0070091314;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.018227443;
        } else {
          result[0] += 0.0026995712;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -2.1513695e-05;
        } else {
          result[0] += 0.004169293;
        }
      }
    }
  }
  if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.00012816991;
        } else {
          result[0] += -0.022030115;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
          result[0] += -0.025216449;
        } else {
          result[0] += -0.0043051173;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
          result[0] += 0.01204237;
        } else {
          result[0] += 0.03346342;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
          result[0] += 0.0027240373;
        } else {
          result[0] += -0.0037710276;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += -0.00315886;
        } else {
          result[0] += -0.04706047;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
          result[0] += 0.016567076;
        } else {
          result[0] += -0.004543134;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)249) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)205) ) ) {
          result[0] += -0.020563638;
        } else {
          result[0] += -0.04964279;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.007817263;
        } else {
          result[0] += -0.02788479;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.15804877877) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
          result[0] += 0.0015480523;
        } else {
          result[0] += -0.00048517334;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += 0.008207018;
        } else {
          result[0] += -0.0251041;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85106384754) ) ) {
          result[0] += 0.0015800756;
        } else {
          result[0] += -0.007897134;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83660131693) ) ) {
          result[0] += 0.015483746;
        } else {
          result[0] += 0.006156897;
        }
      }
    }
  } else {
    result[0] += 0.029132918;
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          result[0] += -0.011998894;
        } else {
          result[0] += -0.006436575;
        }
      } else {
        result[0] += -0.01860032;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)400) ) ) {
          result[0] += 0.016982837;
        } else {
          result[0] += 0.04388409;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
          result[0] += -0.012085422;
        } else {
          result[0] += 0.018838465;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
          result[0] += -0.017332174;
        } else {
          result[0] += 0.02836051;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.06543679;
        } else {
          result[0] += 0.0077586803;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.00045638173;
        } else {
          result[0] += 0.0048674615;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
          result[0] += -0.010959672;
        } else {
          result[0] += 0.00796888;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.042926829308) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.040404040366) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
          result[0] += -9.1704875e-05;
        } else {
          result[0] += 0.0029526472;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1165215373) ) ) {
          result[0] += -0.043311715;
        } else {
          result[0] += -0.002302482;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
        result[0] += 0.040210705;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15088401735) ) ) {
          result[0] += 0.02225673;
        } else {
          result[0] += 0.004244705;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.046829268336) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045714285225) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.02024315;
        } else {
          result[0] += 0.0018876371;
        }
      } else {
        result[0] += -0.044790488;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.55555558205) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += -0.020045495;
        } else {
          result[0] += -0.001843342;
        }
      } else {
        result[0] += 0.026569953;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.472484231) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37647092342) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.008222616;
        } else {
          result[0] += 0.002064397;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.017550988;
        } else {
          result[0] += -0.06978857;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.03963272;
        } else {
          result[0] += 0.008319651;
        }
      } else {
        result[0] += -0.003264938;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14080652595) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
          result[0] += 0.02419958;
        } else {
          result[0] += 0.046518903;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.48571428657) ) ) {
          result[0] += -0.0052504893;
        } else {
          result[0] += 0.007728608;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76919102669) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          result[0] += 0.066956535;
        } else {
          result[0] += 0.0026586938;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76345038414) ) ) {
          result[0] += -0.027836898;
        } else {
          result[0] += -1.7260383e-05;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
          result[0] += 0.00010521587;
        } else {
          result[0] += -0.0107110115;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
          result[0] += -0.0050221034;
        } else {
          result[0] += 0.027745042;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.010892583;
        } else {
          result[0] += -0.052651674;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
          result[0] += -0.011246722;
        } else {
          result[0] += -0.00041899286;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)279) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.01844852;
        } else {
          result[0] += 0.008191268;
        }
      } else {
        result[0] += 0.027923292;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.020895522088) ) ) {
        result[0] += 0.008241101;
      } else {
        result[0] += -0.0021433497;
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43220278621) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37647092342) ) ) {
          result[0] += -0.0022939339;
        } else {
          result[0] += -0.031646993;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.014786889;
        } else {
          result[0] += -0.004377702;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.029799992;
        } else {
          result[0] += 0.0040493347;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -6.781306e-05;
        } else {
          result[0] += 0.004540214;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.007460633;
        } else {
          result[0] += 0.0042522606;
        }
      } else {
        result[0] += -0.020712135;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.62538528442) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.009460729;
        } else {
          result[0] += 0.018788254;
        }
      } else {
        result[0] += -0.006261536;
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
          result[0] += -0.00016767414;
        } else {
          result[0] += 0.0072151306;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.013073154;
        } else {
          result[0] += 0.0016821175;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += 0.0049557;
        } else {
          result[0] += -0.01740889;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.004634152;
        } else {
          result[0] += -0.027670851;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
          result[0] += 0.0019525696;
        } else {
          result[0] += -0.019405711;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33064296842) ) ) {
          result[0] += 0.0045107766;
        } else {
          result[0] += -0.015208788;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.62538528442) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
          result[0] += 0.009059439;
        } else {
          result[0] += 0.019767815;
        }
      } else {
        result[0] += -0.0060462155;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82113820314) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60253745317) ) ) {
          result[0] += 0.005212234;
        } else {
          result[0] += -0.0045218687;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
          result[0] += -0.0108261295;
        } else {
          result[0] += 0.008480167;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.03988819;
        } else {
          result[0] += -0.009268823;
        }
      } else {
        result[0] += -0.0052467;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39033442736) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)49) ) ) {
          result[0] += 0.012026198;
        } else {
          result[0] += -0.025270438;
        }
      } else {
        result[0] += 0.057167113;
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.000113974085;
        } else {
          result[0] += 0.0033861462;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
          result[0] += -0.034498125;
        } else {
          result[0] += -0.0050212177;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)120) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.018325036392) ) ) {
          result[0] += -0.001947986;
        } else {
          result[0] += 0.0012933176;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
          result[0] += 0.0030629174;
        } else {
          result[0] += -0.055987507;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49647861719) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          result[0] += -0.07542298;
        } else {
          result[0] += -0.027009103;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20181934536) ) ) {
          result[0] += -0.013551964;
        } else {
          result[0] += 0.012204654;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.003603895;
        } else {
          result[0] += 0.032095466;
        }
      } else {
        result[0] += 0.04027376;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14080652595) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35664862394) ) ) {
          result[0] += -0.00079608586;
        } else {
          result[0] += 0.0061219684;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.57451212406) ) ) {
          result[0] += -0.0043262285;
        } else {
          result[0] += 0.0023882166;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
          result[0] += -0.0005084082;
        } else {
          result[0] += 0.0038942378;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12452687323) ) ) {
          result[0] += -0.031084925;
        } else {
          result[0] += -0.0016669196;
        }
      }
    } else {
      result[0] += 0.039466787;
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.64788734913) ) ) {
          result[0] += -0.004870294;
        } else {
          result[0] += -0.03406588;
        }
      } else {
        result[0] += -0.052480828;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
        result[0] += 0.036496025;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
          result[0] += -0.014052006;
        } else {
          result[0] += -0.0018410927;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)323) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0023221227;
        } else {
          result[0] += 0.0012075503;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
          result[0] += 0.009626468;
        } else {
          result[0] += 0.00023554724;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
          result[0] += -0.017711284;
        } else {
          result[0] += 0.0065648034;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0052029686;
        } else {
          result[0] += 0.010575736;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.089914962649) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.013924474;
        } else {
          result[0] += 0.049078748;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0023268354;
        } else {
          result[0] += 0.025543898;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0005822241;
        } else {
          result[0] += -0.014445174;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67182809114) ) ) {
          result[0] += 0.0054438114;
        } else {
          result[0] += -0.0041723573;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.018325036392) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.011217912659) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
          result[0] += -0.0030817806;
        } else {
          result[0] += -0.03157843;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)194) ) ) {
          result[0] += -0.0005806333;
        } else {
          result[0] += 0.0071573867;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
          result[0] += 0.0134021165;
        } else {
          result[0] += -0.018626845;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          result[0] += -0.12479156;
        } else {
          result[0] += -0.022821246;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += 0.00012708093;
        } else {
          result[0] += 0.0089183785;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0019517572;
        } else {
          result[0] += -0.0070171445;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += 0.03650435;
        } else {
          result[0] += -0.025645906;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0025767204;
        } else {
          result[0] += 0.010847256;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += 0.0046266215;
        } else {
          result[0] += -0.013496562;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
          result[0] += 0.024277931;
        } else {
          result[0] += -0.011474701;
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += -0.03546643;
      } else {
        result[0] += 0.018943975;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63505619764) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84126985073) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.003898497;
        } else {
          result[0] += 0.015099913;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
          result[0] += -0.048526414;
        } else {
          result[0] += -0.0119616585;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          result[0] += 0.0014324378;
        } else {
          result[0] += -0.0008123872;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51888501644) ) ) {
          result[0] += 0.008099898;
        } else {
          result[0] += 0.033186328;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.001994772;
        } else {
          result[0] += -0.001193146;
        }
      } else {
        result[0] += 0.037229177;
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
          result[0] += -0.0034577977;
        } else {
          result[0] += -0.04131676;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
          result[0] += -0.0038751673;
        } else {
          result[0] += 0.003968617;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22813892365) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43590047956) ) ) {
          result[0] += -0.006466575;
        } else {
          result[0] += 0.0148379505;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22227196395) ) ) {
          result[0] += -0.0596281;
        } else {
          result[0] += -0.004889343;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.004287846;
        } else {
          result[0] += 0.02628479;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.007804878056) ) ) {
          result[0] += 0.021225525;
        } else {
          result[0] += -0.0374058;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          result[0] += -0.00040629166;
        } else {
          result[0] += 0.015186304;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
          result[0] += 0.012603474;
        } else {
          result[0] += 0.031738292;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          result[0] += -0.032255817;
        } else {
          result[0] += -0.013965674;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          result[0] += 0.016521918;
        } else {
          result[0] += -0.0028616523;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
          result[0] += -0.016172206;
        } else {
          result[0] += 0.00081089325;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.013527793;
        } else {
          result[0] += -0.013092895;
        }
      }
    } else {
      result[0] += -0.039281595;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51709395647) ) ) {
          result[0] += -0.0068818624;
        } else {
          result[0] += 0.02254082;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.28247326612) ) ) {
          result[0] += -0.059076805;
        } else {
          result[0] += 0.000121989615;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36413186789) ) ) {
          result[0] += 0.0036644791;
        } else {
          result[0] += 0.039918892;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15512506664) ) ) {
          result[0] += 0.013556807;
        } else {
          result[0] += 0.0005918729;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25121116638) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
          result[0] += -0.021825781;
        } else {
          result[0] += -0.09758692;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24319642782) ) ) {
          result[0] += -0.0042195106;
        } else {
          result[0] += 0.007700649;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.002660793;
        } else {
          result[0] += 0.028380832;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82608693838) ) ) {
          result[0] += -0.0006209478;
        } else {
          result[0] += 0.0057869367;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.0058094896376) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += -0.013054549;
        } else {
          result[0] += -0.0017342962;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
          result[0] += 0.0013466395;
        } else {
          result[0] += -0.026303772;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          result[0] += 0.012848503;
        } else {
          result[0] += 0.00014634569;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68213629723) ) ) {
          result[0] += -0.0011505164;
        } else {
          result[0] += -0.015362498;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22687973082) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
          result[0] += 0.009952615;
        } else {
          result[0] += 0.03489546;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.001794933;
        } else {
          result[0] += 0.028421357;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += -0.004426164;
        } else {
          result[0] += -0.0636416;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          result[0] += 0.007799677;
        } else {
          result[0] += 0.00045169026;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.00019737308;
        } else {
          result[0] += -0.01433716;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.003029453;
        } else {
          result[0] += 0.029162152;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.010232712;
        } else {
          result[0] += 0.0030738772;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.038550686;
        } else {
          result[0] += 0.01108883;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.0042113164;
        } else {
          result[0] += -0.010960546;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.011045609;
        } else {
          result[0] += 0.056741387;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)154) ) ) {
          result[0] += -0.0054264823;
        } else {
          result[0] += 0.0015829982;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          result[0] += -0.014840615;
        } else {
          result[0] += 0.0019541245;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6485569477) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
          result[0] += 0.011017672;
        } else {
          result[0] += -0.00988481;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.03832577;
        } else {
          result[0] += 0.004413308;
        }
      }
    } else {
      result[0] += 0.049811374;
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.5132877827) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)137) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
          result[0] += 1.6747565e-05;
        } else {
          result[0] += -0.0033811254;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.018932974;
        } else {
          result[0] += -0.0031607447;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          result[0] += 0.033448808;
        } else {
          result[0] += 0.0044070124;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.024947306;
        } else {
          result[0] += 0.0074219364;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.5132877827) ) ) {
          result[0] += -0.00021541728;
        } else {
          result[0] += 0.010526352;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18608938158) ) ) {
          result[0] += -0.008819848;
        } else {
          result[0] += -0.030714735;
        }
      }
    } else {
      result[0] += -0.040865228;
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.013883831;
        } else {
          result[0] += -0.004480188;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.014054141;
        } else {
          result[0] += 0.003873124;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0315424204) ) ) {
          result[0] += 0.032150503;
        } else {
          result[0] += 0.00027423023;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)177) ) ) {
          result[0] += -0.01959283;
        } else {
          result[0] += 0.008803328;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.00086319813;
        } else {
          result[0] += -0.0036044852;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          result[0] += 0.027092865;
        } else {
          result[0] += 0.00064552535;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.017973376;
        } else {
          result[0] += -0.0011762094;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.021194605157) ) ) {
          result[0] += -0.02632752;
        } else {
          result[0] += -0.00659924;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += -0.0484573;
      } else {
        result[0] += -0.016255973;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
          result[0] += 0.013264912;
        } else {
          result[0] += -0.0011982007;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
          result[0] += -0.02107692;
        } else {
          result[0] += 0.0039125625;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.072207741439) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += -0.00072608213;
        } else {
          result[0] += 0.014485604;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.035676252;
        } else {
          result[0] += 0.008212695;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22687973082) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.080451570451) ) ) {
          result[0] += 0.0536292;
        } else {
          result[0] += 0.023535457;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24319642782) ) ) {
          result[0] += -0.027320046;
        } else {
          result[0] += 0.0010251616;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18608938158) ) ) {
          result[0] += -0.0065108496;
        } else {
          result[0] += 0.019050276;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10144735873) ) ) {
          result[0] += -0.044821743;
        } else {
          result[0] += -0.012552413;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.00014070306;
        } else {
          result[0] += -0.018487383;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.0025802145;
        } else {
          result[0] += -0.039544124;
        }
      }
    }
  }
}

