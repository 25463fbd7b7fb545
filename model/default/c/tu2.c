
#include "header.h"

void predict_unit2(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3029) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += -0.00029557047;
        } else {
          result[0] += -0.0037461107;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.011170681;
        } else {
          result[0] += -0.032778706;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.86322832108) ) ) {
          result[0] += 0.019511556;
        } else {
          result[0] += 0.0048220525;
        }
      } else {
        result[0] += -0.05052463;
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47487986088) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)288) ) ) {
          result[0] += 0.0052404664;
        } else {
          result[0] += 0.020002034;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.019283822;
        } else {
          result[0] += -0.0034892496;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)488) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)555) ) ) {
          result[0] += 0.010052493;
        } else {
          result[0] += -0.017159592;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2562) ) ) {
          result[0] += 0.023715999;
        } else {
          result[0] += -0.006070385;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.0005993766;
        } else {
          result[0] += -0.015067323;
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.006936837;
        } else {
          result[0] += -0.034083918;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)77) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
          result[0] += -0.026067972;
        } else {
          result[0] += 0.004136547;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += 0.00034921628;
        } else {
          result[0] += -0.011258294;
        }
      }
    }
  } else {
    result[0] += -0.05801524;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34000000358) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.023701880127) ) ) {
          result[0] += 0.00075087;
        } else {
          result[0] += -0.03808635;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.15141090751) ) ) {
          result[0] += 0.005615435;
        } else {
          result[0] += -0.033360388;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54187870026) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += -0.03660278;
        } else {
          result[0] += -0.0104910275;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.125279814) ) ) {
          result[0] += -0.001659831;
        } else {
          result[0] += 0.007178403;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1794) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0019021829;
        } else {
          result[0] += -0.001410886;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82926827669) ) ) {
          result[0] += -0.0012976805;
        } else {
          result[0] += -0.0132564595;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75874221325) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.6081097126) ) ) {
          result[0] += 0.0062210793;
        } else {
          result[0] += 0.02329466;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2779) ) ) {
          result[0] += -0.028003683;
        } else {
          result[0] += 0.0011353287;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)100) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8131004572) ) ) {
      result[0] += -0.043078862;
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)78) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
          result[0] += -0.017465992;
        } else {
          result[0] += 0.00049213803;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4428571463) ) ) {
          result[0] += -0.0030717936;
        } else {
          result[0] += -0.017931627;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0018742007;
        } else {
          result[0] += -0.011547336;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)697) ) ) {
          result[0] += 0.0455172;
        } else {
          result[0] += 0.009532365;
        }
      }
    } else {
      result[0] += -0.049378462;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -7.205808e-05;
        } else {
          result[0] += 0.006267674;
        }
      } else {
        result[0] += 0.04556651;
      }
    } else {
      result[0] += -0.047991786;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51264202595) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2497) ) ) {
        result[0] += 0.03387627;
      } else {
        result[0] += 0.019641912;
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)176) ) ) {
          result[0] += 0.0032707371;
        } else {
          result[0] += 0.018562224;
        }
      } else {
        result[0] += 0.031475235;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084848485887) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8247422576) ) ) {
          result[0] += -0.002999062;
        } else {
          result[0] += 0.0012260325;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65591394901) ) ) {
          result[0] += -0.003344354;
        } else {
          result[0] += -0.03037784;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          result[0] += -0.009153329;
        } else {
          result[0] += 0.016356323;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0701754093) ) ) {
          result[0] += -0.04189918;
        } else {
          result[0] += -0.0048659216;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.022022849;
        } else {
          result[0] += -0.006471408;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += 0.0016548673;
        } else {
          result[0] += 0.01126344;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.54545456171) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += 0.0015655106;
        } else {
          result[0] += -0.0062904344;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1032) ) ) {
          result[0] += -0.008351742;
        } else {
          result[0] += -0.05961856;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)647) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083333335817) ) ) {
          result[0] += 0.00086642907;
        } else {
          result[0] += -0.010183984;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.076522700489) ) ) {
          result[0] += 0.017790167;
        } else {
          result[0] += 0.0062311864;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)154) ) ) {
        result[0] += -0.008834436;
      } else {
        result[0] += -0.054267507;
      }
    }
  } else {
    result[0] += -0.04682465;
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.05479452014) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.0012311431;
        } else {
          result[0] += -0.037342917;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0142541425;
        } else {
          result[0] += 0.002419743;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)257) ) ) {
          result[0] += -0.0006884131;
        } else {
          result[0] += -0.011731462;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.041166484;
        } else {
          result[0] += 0.005234603;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          result[0] += -0.008133985;
        } else {
          result[0] += -0.023767637;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
          result[0] += 0.005537955;
        } else {
          result[0] += -0.018513544;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2346) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.016039291;
        } else {
          result[0] += 0.026602766;
        }
      } else {
        result[0] += -0.002450642;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68049889803) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0108275665;
        } else {
          result[0] += -0.00070409855;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += -0.064753436;
        } else {
          result[0] += 0.0030543506;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.79794096947) ) ) {
        result[0] += 0.036172006;
      } else {
        result[0] += -0.0037029234;
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.2850626111) ) ) {
          result[0] += 0.015250869;
        } else {
          result[0] += 0.0027565325;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
          result[0] += -0.038988426;
        } else {
          result[0] += -0.008855032;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)320) ) ) {
          result[0] += 0.0003898272;
        } else {
          result[0] += -0.005152192;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65638411045) ) ) {
          result[0] += 0.02080857;
        } else {
          result[0] += 0.0053294054;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)240) ) ) {
          result[0] += 0.00013266706;
        } else {
          result[0] += -0.0050154706;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 0.028650055;
        } else {
          result[0] += 0.0062866765;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58139532804) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.63855808973) ) ) {
          result[0] += -0.01781786;
        } else {
          result[0] += 0.0076452005;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)197) ) ) {
          result[0] += -0.025856493;
        } else {
          result[0] += 0.0016129304;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)52) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)555) ) ) {
          result[0] += 0.016192118;
        } else {
          result[0] += -0.0027011817;
        }
      } else {
        result[0] += -0.026644308;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4883720875) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19981086254) ) ) {
          result[0] += 0.01647474;
        } else {
          result[0] += 0.00540519;
        }
      } else {
        result[0] += 0.05234632;
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1828) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)305) ) ) {
          result[0] += 0.0007852247;
        } else {
          result[0] += 0.006288048;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
          result[0] += 0.029667277;
        } else {
          result[0] += -0.014226079;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)77) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
          result[0] += -0.0008153513;
        } else {
          result[0] += 0.009889933;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)86) ) ) {
          result[0] += -0.028295208;
        } else {
          result[0] += -0.0040296707;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70123791695) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2033) ) ) {
          result[0] += 0.014998982;
        } else {
          result[0] += 0.036436062;
        }
      } else {
        result[0] += 0.0012616598;
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          result[0] += 0.009625188;
        } else {
          result[0] += 0.0013131042;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
          result[0] += -0.020028284;
        } else {
          result[0] += 0.006972724;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8247422576) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.0017003579;
        } else {
          result[0] += 0.006844626;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.20399473608) ) ) {
          result[0] += -0.002342806;
        } else {
          result[0] += 0.004628196;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0044914684;
        } else {
          result[0] += 0.0071353107;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)465) ) ) {
          result[0] += -0.00175613;
        } else {
          result[0] += -0.024907814;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)618) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)527) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.066114850342) ) ) {
          result[0] += -0.005036689;
        } else {
          result[0] += 0.0009377917;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.024008265;
        } else {
          result[0] += 0.054404285;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)791) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += -0.0047527794;
        } else {
          result[0] += -0.04601046;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9517609477) ) ) {
          result[0] += 0.0055768588;
        } else {
          result[0] += -0.04932918;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.00040583173;
        } else {
          result[0] += -0.0038410127;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0058166008;
        } else {
          result[0] += -0.041287944;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
          result[0] += -0.020014705;
        } else {
          result[0] += -0.0051708356;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.010057046;
        } else {
          result[0] += 0.026496148;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0092592593282) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0086956517771) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)51) ) ) {
          result[0] += 0.0056292275;
        } else {
          result[0] += -0.03580635;
        }
      } else {
        result[0] += 0.047922377;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)266) ) ) {
          result[0] += -0.01840874;
        } else {
          result[0] += -0.06403458;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)193) ) ) {
          result[0] += 0.0016374717;
        } else {
          result[0] += 0.0205966;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0381009579) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62666666508) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          result[0] += -0.04173929;
        } else {
          result[0] += -0.02548611;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          result[0] += -0.0027026117;
        } else {
          result[0] += -0.027799461;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50371801853) ) ) {
          result[0] += -0.0028276776;
        } else {
          result[0] += 0.0044042426;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2861776948) ) ) {
          result[0] += -0.006554998;
        } else {
          result[0] += -0.05578604;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3818181753) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.023255813867) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
          result[0] += -0.004849642;
        } else {
          result[0] += 0.0021667643;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.61792254448) ) ) {
          result[0] += -0.015342756;
        } else {
          result[0] += -0.0006802077;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)81) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29353669286) ) ) {
          result[0] += 0.036907088;
        } else {
          result[0] += 0.0105238715;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.004839895;
        } else {
          result[0] += -0.016460462;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
          result[0] += -0.0016563326;
        } else {
          result[0] += 0.0034371044;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7495740056) ) ) {
          result[0] += 0.009960713;
        } else {
          result[0] += 0.0013502282;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)262) ) ) {
          result[0] += -0.014833808;
        } else {
          result[0] += -0.061119974;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33723661304) ) ) {
          result[0] += 0.019325856;
        } else {
          result[0] += -0.014121204;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
      result[0] += 0.035510067;
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73333334923) ) ) {
          result[0] += 0.0030720315;
        } else {
          result[0] += 0.0118410615;
        }
      } else {
        result[0] += -0.023681581;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.06401064992) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.034685842693) ) ) {
          result[0] += -0.023815917;
        } else {
          result[0] += -0.07654979;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
          result[0] += -0.03920963;
        } else {
          result[0] += -0.007945533;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.069810003042) ) ) {
        result[0] += -0.028015781;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.080379873514) ) ) {
          result[0] += 0.025668079;
        } else {
          result[0] += -0.010138317;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)623) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += 0.00033272276;
        } else {
          result[0] += -0.0042586797;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.014730088;
        } else {
          result[0] += -0.06853621;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
          result[0] += -0.043905895;
        } else {
          result[0] += 0.0013090896;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.90385466814) ) ) {
          result[0] += 0.031803533;
        } else {
          result[0] += 0.006340073;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.026804341;
        } else {
          result[0] += -0.0029106436;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17154842615) ) ) {
          result[0] += -0.011311117;
        } else {
          result[0] += 0.009211048;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.00038171926;
        } else {
          result[0] += -0.0033762343;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.00086160033;
        } else {
          result[0] += 0.013422956;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1227) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.023623731;
        } else {
          result[0] += 0.0038527881;
        }
      } else {
        result[0] += -0.016532356;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3184027672) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)3) ) ) {
          result[0] += -0.011621547;
        } else {
          result[0] += 0.019189851;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)187) ) ) {
          result[0] += -0.0017999219;
        } else {
          result[0] += 0.012122703;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82926827669) ) ) {
          result[0] += -0.0036993965;
        } else {
          result[0] += 0.0031034348;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          result[0] += 0.0121282535;
        } else {
          result[0] += 0.0009626667;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += -0.014335634;
        } else {
          result[0] += -0.049502682;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          result[0] += 0.0021898537;
        } else {
          result[0] += -0.021540515;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)14) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)638) ) ) {
        result[0] += -0.036292266;
      } else {
        result[0] += -0.016863542;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += -0.0012907231;
        } else {
          result[0] += 0.04412816;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)107) ) ) {
          result[0] += 0.0012752826;
        } else {
          result[0] += 0.010443419;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)240) ) ) {
          result[0] += 0.00016784422;
        } else {
          result[0] += -0.0049414146;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 0.02677084;
        } else {
          result[0] += 0.005952976;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58139532804) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.71234977245) ) ) {
          result[0] += -0.016612498;
        } else {
          result[0] += 0.010292187;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)195) ) ) {
          result[0] += -0.033044003;
        } else {
          result[0] += 0.008049878;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65591394901) ) ) {
          result[0] += 0.036245488;
        } else {
          result[0] += -0.007289068;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0075871074;
        } else {
          result[0] += -0.0021564404;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
        result[0] += -0.06300216;
      } else {
        result[0] += 0.0015945215;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49122664332) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1256) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0048470297;
        } else {
          result[0] += -0.03351486;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.049028736;
        } else {
          result[0] += 0.016159812;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48393318057) ) ) {
        result[0] += 0.040710934;
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1712) ) ) {
          result[0] += -0.0012906041;
        } else {
          result[0] += 0.018557474;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)74) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0045987596;
        } else {
          result[0] += 0.024260126;
        }
      } else {
        result[0] += -0.06720212;
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)89) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14010475576) ) ) {
          result[0] += -0.013650897;
        } else {
          result[0] += -0.001624355;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31646484137) ) ) {
          result[0] += 0.0017918777;
        } else {
          result[0] += -0.0024501646;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
          result[0] += 0.00020133238;
        } else {
          result[0] += -0.0028286858;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1061) ) ) {
          result[0] += 0.010327539;
        } else {
          result[0] += 0.0024250343;
        }
      }
    } else {
      result[0] += -0.048108757;
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008746355772) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.012967375;
        } else {
          result[0] += -0.002351803;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0015648162;
        } else {
          result[0] += -0.018727435;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011583011597) ) ) {
        result[0] += 0.051820256;
      } else {
        result[0] += 0.01725746;
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083333335817) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32529142499) ) ) {
          result[0] += -0.0030185229;
        } else {
          result[0] += -9.664118e-05;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)85) ) ) {
          result[0] += -0.007398023;
        } else {
          result[0] += 0.013069728;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22958435118) ) ) {
          result[0] += 0.004105044;
        } else {
          result[0] += -0.0009554682;
        }
      } else {
        result[0] += -0.037146;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25459963083) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.091707319021) ) ) {
          result[0] += -0.026442623;
        } else {
          result[0] += -0.0020245705;
        }
      } else {
        result[0] += 0.028615741;
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)91) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)151) ) ) {
          result[0] += -0.044686463;
        } else {
          result[0] += -0.019850802;
        }
      } else {
        result[0] += 0.008001435;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3548) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0002730407;
        } else {
          result[0] += -0.003402843;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)234) ) ) {
          result[0] += 0.010343204;
        } else {
          result[0] += 0.025408993;
        }
      }
    } else {
      result[0] += -0.057375133;
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.044117648154) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2019) ) ) {
          result[0] += 0.0006890284;
        } else {
          result[0] += 0.019287866;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.020148335;
        } else {
          result[0] += -0.010485205;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
        result[0] += 0.016340284;
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.026584858;
        } else {
          result[0] += -0.004293408;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)16) ) ) {
          result[0] += 0.001029149;
        } else {
          result[0] += -0.02889039;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)14) ) ) {
          result[0] += -0.041204806;
        } else {
          result[0] += -0.012879371;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)20) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0036392645;
        } else {
          result[0] += 0.026138533;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.0010721714;
        } else {
          result[0] += -0.002159206;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)472) ) ) {
          result[0] += -0.015603839;
        } else {
          result[0] += 0.0025476338;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += 0.015803711;
        } else {
          result[0] += -0.00018621473;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)776) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.014469059;
        } else {
          result[0] += 0.0018386312;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.014332701;
        } else {
          result[0] += 0.029391637;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
          result[0] += -0.0016733771;
        } else {
          result[0] += 0.028956717;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
          result[0] += 0.0046625133;
        } else {
          result[0] += 0.03052679;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.004275326;
        } else {
          result[0] += 0.062259864;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
          result[0] += -0.0660221;
        } else {
          result[0] += 0.002945043;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84482759237) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)24) ) ) {
          result[0] += -0.0012206476;
        } else {
          result[0] += -0.035825543;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83242678642) ) ) {
          result[0] += 0.040901594;
        } else {
          result[0] += 0.0065065245;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.125279814) ) ) {
          result[0] += -0.003956593;
        } else {
          result[0] += 0.017289054;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34822893143) ) ) {
          result[0] += 0.007487753;
        } else {
          result[0] += -0.002788397;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6146812439) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)128) ) ) {
          result[0] += 0.029504111;
        } else {
          result[0] += 0.018561907;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
          result[0] += -0.01784589;
        } else {
          result[0] += 0.0007139678;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)28) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14440071583) ) ) {
          result[0] += -0.0065986263;
        } else {
          result[0] += 0.010983511;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1152) ) ) {
          result[0] += -0.0036508308;
        } else {
          result[0] += 0.0047451085;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0094339624047) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0086956517771) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)51) ) ) {
          result[0] += 0.0063179093;
        } else {
          result[0] += -0.027502526;
        }
      } else {
        result[0] += 0.043449696;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.013513513841) ) ) {
        result[0] += -0.049845275;
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)268) ) ) {
          result[0] += -0.007949973;
        } else {
          result[0] += 0.017763067;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1348245144) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.03525718;
        } else {
          result[0] += -0.010657176;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.77908271551) ) ) {
          result[0] += 0.011450856;
        } else {
          result[0] += -0.0015217413;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32147076726) ) ) {
          result[0] += -0.0040197563;
        } else {
          result[0] += -0.044195626;
        }
      } else {
        result[0] += -0.06876308;
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)78) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.98500204086) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.033255644;
        } else {
          result[0] += 0.027696064;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)843) ) ) {
          result[0] += 0.005950294;
        } else {
          result[0] += -0.0014420574;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4792898893) ) ) {
          result[0] += -6.245319e-06;
        } else {
          result[0] += 0.020041319;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
          result[0] += -0.0007169666;
        } else {
          result[0] += -0.027413806;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.5563604832) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.158844769) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)647) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.00018153811;
        } else {
          result[0] += -0.01585845;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.004656659;
        } else {
          result[0] += 0.015931409;
        }
      }
    } else {
      result[0] += 0.03307338;
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)268) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        result[0] += 0.03077946;
      } else {
        result[0] += 0.0073101385;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0066406652;
        } else {
          result[0] += -0.008981856;
        }
      } else {
        result[0] += 0.020967182;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0006597463;
        } else {
          result[0] += -0.006122682;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)53) ) ) {
          result[0] += -0.0035964202;
        } else {
          result[0] += 0.010302937;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0013423086;
        } else {
          result[0] += 0.015299769;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0002647512;
        } else {
          result[0] += -0.039889473;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)88) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += 0.0036259468;
        } else {
          result[0] += 0.011323913;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
          result[0] += -0.0038151932;
        } else {
          result[0] += 0.0038504412;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)147) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.021210996;
        } else {
          result[0] += -0.002962223;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)169) ) ) {
          result[0] += -0.020109374;
        } else {
          result[0] += 0.0090600345;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0017719995;
        } else {
          result[0] += 0.039747518;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)40) ) ) {
          result[0] += 0.0085614715;
        } else {
          result[0] += 0.0002372469;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)44) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          result[0] += -0.0066598146;
        } else {
          result[0] += -0.033098318;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
          result[0] += -0.0032222257;
        } else {
          result[0] += -0.028209437;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.005312511;
        } else {
          result[0] += 0.030661514;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
          result[0] += -0.013096287;
        } else {
          result[0] += 0.0027657684;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1061) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.013238183;
        } else {
          result[0] += 0.024865402;
        }
      } else {
        result[0] += -0.0051830867;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3029) ) ) {
          result[0] += -0.0012810103;
        } else {
          result[0] += 0.008951581;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0070052124;
        } else {
          result[0] += -0.03808125;
        }
      }
    } else {
      result[0] += -0.05169515;
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)758) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.0014732634;
        } else {
          result[0] += 0.011110669;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)378) ) ) {
          result[0] += 0.029750576;
        } else {
          result[0] += -0.0014654378;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.05898256;
        } else {
          result[0] += -0.013264926;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)130) ) ) {
          result[0] += -0.004007706;
        } else {
          result[0] += 0.015717492;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4859911203) ) ) {
      result[0] += -0.030904666;
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.38740494847) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.006545833;
        } else {
          result[0] += 0.013855788;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.2850626111) ) ) {
          result[0] += -0.013523012;
        } else {
          result[0] += -0.0015439916;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)74) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4859911203) ) ) {
          result[0] += 0.018982945;
        } else {
          result[0] += -0.04787525;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.58517581224) ) ) {
          result[0] += 0.031554904;
        } else {
          result[0] += 0.0045181676;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20778134465) ) ) {
          result[0] += 0.0017951293;
        } else {
          result[0] += -0.0014132904;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
          result[0] += -0.012480209;
        } else {
          result[0] += 3.6799916e-05;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10608489066) ) ) {
          result[0] += -0.034558084;
        } else {
          result[0] += 0.0004275255;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17659218609) ) ) {
          result[0] += -0.018830618;
        } else {
          result[0] += 0.017708955;
        }
      }
    } else {
      result[0] += -0.06295679;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          result[0] += -0.027245289;
        } else {
          result[0] += 0.0046866713;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.026987106;
        } else {
          result[0] += 0.00423943;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.95835858583) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
          result[0] += 0.016504277;
        } else {
          result[0] += -0.014537886;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83242678642) ) ) {
          result[0] += -0.009501231;
        } else {
          result[0] += 0.0005430731;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)257) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
          result[0] += -0.0003871236;
        } else {
          result[0] += 0.0050759017;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)658) ) ) {
          result[0] += -0.0011322143;
        } else {
          result[0] += -0.01974253;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)438) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0069444444962) ) ) {
          result[0] += 0.030947745;
        } else {
          result[0] += 0.00846257;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091324197128) ) ) {
          result[0] += -0.0004942788;
        } else {
          result[0] += 0.017833645;
        }
      }
    }
  } else {
    result[0] += -0.039875608;
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)6428) ) ) {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.00028746747;
        } else {
          result[0] += 0.003977667;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)438) ) ) {
          result[0] += 0.022602286;
        } else {
          result[0] += 0.0051661553;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5562363863) ) ) {
          result[0] += -0.01932509;
        } else {
          result[0] += 0.0011701019;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3003321588) ) ) {
          result[0] += -0.011336776;
        } else {
          result[0] += -0.039517105;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.075616382062) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025641025975) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)130) ) ) {
          result[0] += 0.004051074;
        } else {
          result[0] += -0.007708968;
        }
      } else {
        result[0] += 0.0070097516;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.49569600821) ) ) {
        result[0] += 0.030477732;
      } else {
        result[0] += 0.013443987;
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
          result[0] += 0.0003283155;
        } else {
          result[0] += -0.0026127226;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)824) ) ) {
          result[0] += 0.013053234;
        } else {
          result[0] += 0.0016192611;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.013949237;
        } else {
          result[0] += -0.0037443698;
        }
      } else {
        result[0] += -0.010705235;
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)83) ) ) {
      result[0] += 0.0442425;
    } else {
      if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
        result[0] += 0.005706766;
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)197) ) ) {
          result[0] += 0.012458103;
        } else {
          result[0] += 0.022669856;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.081218272448) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)270) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += 0.00091385667;
        } else {
          result[0] += -0.021734416;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
          result[0] += 0.0361421;
        } else {
          result[0] += 0.017700702;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)91) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.16666667163) ) ) {
          result[0] += -0.018180246;
        } else {
          result[0] += 0.030428797;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)887) ) ) {
          result[0] += 0.00798092;
        } else {
          result[0] += 0.028861476;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)243) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.003966849;
        } else {
          result[0] += 0.002854704;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
          result[0] += 0.00225256;
        } else {
          result[0] += 0.02473571;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)29) ) ) {
          result[0] += 0.013581904;
        } else {
          result[0] += -0.01827685;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)52) ) ) {
          result[0] += 0.0864278;
        } else {
          result[0] += -0.00042656573;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)837) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)496) ) ) {
          result[0] += -5.5221237e-05;
        } else {
          result[0] += 0.0060612173;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)46) ) ) {
          result[0] += 0.014478467;
        } else {
          result[0] += -0.009808523;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)581) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)296) ) ) {
          result[0] += 0.004245184;
        } else {
          result[0] += -0.04791361;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
          result[0] += -0.0028029063;
        } else {
          result[0] += 0.016693396;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83242678642) ) ) {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
        result[0] += 0.014874506;
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)43) ) ) {
          result[0] += 0.037797526;
        } else {
          result[0] += 0.014094944;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3670885563) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3333333731) ) ) {
          result[0] += 0.0033316256;
        } else {
          result[0] += -0.04195723;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
          result[0] += 0.003910329;
        } else {
          result[0] += 0.02508585;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028791759163) ) ) {
          result[0] += -0.0056182626;
        } else {
          result[0] += 0.000993153;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21977192163) ) ) {
          result[0] += 0.013203233;
        } else {
          result[0] += -0.0013912421;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.68280744553) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.091464184;
        } else {
          result[0] += -0.009510381;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.52825379372) ) ) {
          result[0] += 0.051966425;
        } else {
          result[0] += -0.012250186;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3908629417) ) ) {
          result[0] += 0.0006284171;
        } else {
          result[0] += 0.011909971;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
          result[0] += 0.043765213;
        } else {
          result[0] += -0.013583145;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.035082787275) ) ) {
          result[0] += 0.008242868;
        } else {
          result[0] += 0.019694943;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += 0.0051610814;
        } else {
          result[0] += -0.010268076;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)200) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += -0.0008555722;
        } else {
          result[0] += -0.017746825;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)1000) ) ) {
          result[0] += 0.011279534;
        } else {
          result[0] += 0.030404372;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)625) ) ) {
          result[0] += 0.0053299195;
        } else {
          result[0] += -0.009153666;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += 0.032469273;
        } else {
          result[0] += 0.012036404;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)34) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)410) ) ) {
          result[0] += -0.0011068115;
        } else {
          result[0] += 0.024133433;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)318) ) ) {
          result[0] += -0.026429594;
        } else {
          result[0] += -0.06234563;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4447593689) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += 0.07079122;
        } else {
          result[0] += 0.013807756;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.018957346678) ) ) {
          result[0] += 0.003499912;
        } else {
          result[0] += 0.051136684;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2142857313) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1884057522) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1604938507) ) ) {
          result[0] += -0.0005747265;
        } else {
          result[0] += 0.018250536;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19950664043) ) ) {
          result[0] += 0.006660314;
        } else {
          result[0] += -0.04847805;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3184027672) ) ) {
          result[0] += 0.021086963;
        } else {
          result[0] += 0.002665033;
        }
      } else {
        result[0] += 0.0016524879;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32739943266) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0381009579) ) ) {
          result[0] += -0.023969337;
        } else {
          result[0] += 0.010686506;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)149) ) ) {
          result[0] += -0.008159152;
        } else {
          result[0] += 0.009158147;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0037094217;
        } else {
          result[0] += -0.026767617;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.023335675;
        } else {
          result[0] += 0.013734038;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21538461745) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.010470155;
        } else {
          result[0] += -0.049883578;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26331746578) ) ) {
          result[0] += -0.035846774;
        } else {
          result[0] += 0.009385698;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)42) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += -0.0010498045;
        } else {
          result[0] += 0.0053874883;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)50) ) ) {
          result[0] += -0.0054514725;
        } else {
          result[0] += -0.0004679771;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.58517581224) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)296) ) ) {
          result[0] += -0.00452955;
        } else {
          result[0] += -0.04318546;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)369) ) ) {
          result[0] += 0.0057992046;
        } else {
          result[0] += -0.021672288;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51264202595) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.007326007355) ) ) {
          result[0] += 0.02578823;
        } else {
          result[0] += -0.0001259176;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25595599413) ) ) {
          result[0] += -0.009391389;
        } else {
          result[0] += 0.01099983;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)507) ) ) {
          result[0] += -0.00026080725;
        } else {
          result[0] += -0.005660595;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)366) ) ) {
          result[0] += 0.03810974;
        } else {
          result[0] += 0.002366396;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.29520231485) ) ) {
          result[0] += 0.009366553;
        } else {
          result[0] += 0.00012437672;
        }
      } else {
        result[0] += -0.041844007;
      }
    }
  } else {
    result[0] += -0.034486093;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4447593689) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
          result[0] += -0.016846908;
        } else {
          result[0] += -0.05569462;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0067178695;
        } else {
          result[0] += -0.026216945;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.005711124;
        } else {
          result[0] += 0.018661646;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15578433871) ) ) {
          result[0] += 0.028802896;
        } else {
          result[0] += -0.050217558;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26331746578) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.38740494847) ) ) {
          result[0] += 0.0033173622;
        } else {
          result[0] += 0.030468807;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.20399473608) ) ) {
          result[0] += -0.03486502;
        } else {
          result[0] += 0.0053673903;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27020397782) ) ) {
          result[0] += -0.024064764;
        } else {
          result[0] += -0.00040812787;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          result[0] += 0.004772073;
        } else {
          result[0] += -0.00023094851;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9517609477) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          result[0] += 0.00013877793;
        } else {
          result[0] += 0.0056355605;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)162) ) ) {
          result[0] += -0.003729067;
        } else {
          result[0] += -0.02416165;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)138) ) ) {
          result[0] += -0.013373168;
        } else {
          result[0] += 0.0038910813;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)126) ) ) {
          result[0] += -0.020326793;
        } else {
          result[0] += -0.047416735;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21538461745) ) ) {
          result[0] += 0.021441331;
        } else {
          result[0] += 0.005919551;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)142) ) ) {
          result[0] += 0.0005878291;
        } else {
          result[0] += 0.025926838;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          result[0] += 0.0010076278;
        } else {
          result[0] += -0.027589796;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)266) ) ) {
          result[0] += 0.036199413;
        } else {
          result[0] += -0.011398361;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)131) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49122664332) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.03265642;
        } else {
          result[0] += -0.0029957502;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47487986088) ) ) {
          result[0] += 0.013400826;
        } else {
          result[0] += 0.000333688;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.86322832108) ) ) {
          result[0] += 0.04337763;
        } else {
          result[0] += 0.01524404;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)155) ) ) {
          result[0] += -0.002391973;
        } else {
          result[0] += 0.008385115;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)36) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32147076726) ) ) {
          result[0] += 0.002767262;
        } else {
          result[0] += 0.018997015;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)204) ) ) {
          result[0] += -0.0012979519;
        } else {
          result[0] += -0.008517238;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.022291081;
        } else {
          result[0] += 0.0030180407;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0035469239;
        } else {
          result[0] += 0.024182936;
        }
      }
    }
  }
  if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)131) ) ) {
          result[0] += -0.00016753032;
        } else {
          result[0] += 0.0044689486;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.0075927763;
        } else {
          result[0] += 0.010630079;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20778134465) ) ) {
          result[0] += 0.0042905263;
        } else {
          result[0] += -0.0014599356;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
          result[0] += 0.010946436;
        } else {
          result[0] += 0.0717351;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)173) ) ) {
      result[0] += -0.0038436172;
    } else {
      result[0] += -0.050476696;
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2365591526) ) ) {
          result[0] += -0.0007055377;
        } else {
          result[0] += 0.0018377083;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
          result[0] += 0.015965333;
        } else {
          result[0] += -0.010592723;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          result[0] += -0.0105170505;
        } else {
          result[0] += 0.0028832166;
        }
      } else {
        result[0] += -0.09268742;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)241) ) ) {
      result[0] += 0.032200377;
    } else {
      result[0] += 0.013105913;
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.71234977245) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3305928707) ) ) {
          result[0] += -0.0052654264;
        } else {
          result[0] += 0.008493798;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039682541043) ) ) {
          result[0] += 0.00029902265;
        } else {
          result[0] += -0.007717383;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34923353791) ) ) {
          result[0] += 0.055441197;
        } else {
          result[0] += 0.00029924675;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008403361775) ) ) {
          result[0] += -0.010001688;
        } else {
          result[0] += 0.003390741;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)53) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27613323927) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1468) ) ) {
          result[0] += -0.032927975;
        } else {
          result[0] += -0.0051697404;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
          result[0] += 0.010882998;
        } else {
          result[0] += -0.0057883873;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)54) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)373) ) ) {
          result[0] += -0.01908521;
        } else {
          result[0] += 0.014914297;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)331) ) ) {
          result[0] += -0.0010098213;
        } else {
          result[0] += 0.032055512;
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.069031566381) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += -0.006224884;
        } else {
          result[0] += -0.06777473;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34000000358) ) ) {
          result[0] += -0.002901548;
        } else {
          result[0] += 0.0054081585;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0026762567;
        } else {
          result[0] += 0.021128079;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.009936891;
        } else {
          result[0] += 0.006633272;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3908629417) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4859911203) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)149) ) ) {
          result[0] += -0.032345895;
        } else {
          result[0] += -0.00138971;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
          result[0] += 0.0003559312;
        } else {
          result[0] += -0.008689999;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.2850626111) ) ) {
          result[0] += -0.020580979;
        } else {
          result[0] += 0.002194256;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)101) ) ) {
          result[0] += -0.049244594;
        } else {
          result[0] += -0.0013359553;
        }
      }
    }
  }
}

