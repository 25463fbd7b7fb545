
#include "header.h"

void predict_unit3(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.063414633274) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0086956517771) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
          result[0] += -0.0001465358;
        } else {
          result[0] += -0.0033120438;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83749997616) ) ) {
          result[0] += -0.00042371746;
        } else {
          result[0] += 0.012401165;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14627604187) ) ) {
          result[0] += -0.004954178;
        } else {
          result[0] += -0.027556315;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.0037645472;
        } else {
          result[0] += -0.021972856;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)438) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)432) ) ) {
          result[0] += 0.013571325;
        } else {
          result[0] += 0.046213295;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0019070598;
        } else {
          result[0] += 0.015363306;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32739943266) ) ) {
        result[0] += -0.051603086;
      } else {
        result[0] += 0.003364966;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3908629417) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
          result[0] += 0.0005169134;
        } else {
          result[0] += -0.0016440507;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += 0.0078095603;
        } else {
          result[0] += 6.436163e-05;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)113) ) ) {
          result[0] += -0.0096419705;
        } else {
          result[0] += -0.033146285;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)99) ) ) {
          result[0] += 0.003986869;
        } else {
          result[0] += -0.011735414;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)21) ) ) {
          result[0] += -0.008985943;
        } else {
          result[0] += 0.0053243344;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.005648228;
        } else {
          result[0] += -0.03871503;
        }
      }
    } else {
      result[0] += -0.0436314;
    }
  }
  if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.000477272;
        } else {
          result[0] += 0.042719986;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)492) ) ) {
          result[0] += -0.0119359195;
        } else {
          result[0] += -0.058218088;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
          result[0] += 0.0014696013;
        } else {
          result[0] += -0.03113833;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)697) ) ) {
          result[0] += 0.032158025;
        } else {
          result[0] += 0.010318275;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)336) ) ) {
        result[0] += -0.022792734;
      } else {
        result[0] += -0.06315727;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.30461838841) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27069863677) ) ) {
          result[0] += 0.00069862226;
        } else {
          result[0] += 0.050376814;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.027057469;
        } else {
          result[0] += -0.004046754;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.0035542094;
        } else {
          result[0] += 0.0004065671;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.030912;
        } else {
          result[0] += 0.0052924007;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
          result[0] += 0.0029302354;
        } else {
          result[0] += 0.010035118;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)87) ) ) {
          result[0] += -0.03273557;
        } else {
          result[0] += -0.015498943;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)81) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
          result[0] += -0.014209913;
        } else {
          result[0] += 0.0037393428;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += 0.011418333;
        } else {
          result[0] += -0.0048201834;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)225) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
          result[0] += 0.010032561;
        } else {
          result[0] += -0.012470078;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1032) ) ) {
          result[0] += 0.020700403;
        } else {
          result[0] += 0.0016666421;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)365) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.077777780592) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)131) ) ) {
          result[0] += 0.00077428995;
        } else {
          result[0] += 0.011196408;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)144) ) ) {
          result[0] += -0.0017980164;
        } else {
          result[0] += 0.002146657;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
          result[0] += -0.023564955;
        } else {
          result[0] += 0.009384267;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.004718791;
        } else {
          result[0] += -0.021131434;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.5563604832) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
          result[0] += 0.011043825;
        } else {
          result[0] += 0.022369765;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.012655239;
        } else {
          result[0] += 0.02223301;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.014925372787) ) ) {
          result[0] += -0.02709362;
        } else {
          result[0] += 0.0017297451;
        }
      } else {
        result[0] += -0.034155373;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.12299501151) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14010475576) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -4.9106962e-05;
        } else {
          result[0] += 0.016498854;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)169) ) ) {
          result[0] += 0.025875816;
        } else {
          result[0] += 0.0019451486;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
          result[0] += -0.0015082138;
        } else {
          result[0] += -0.00904128;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)9498) ) ) {
          result[0] += 0.0117891375;
        } else {
          result[0] += 0.034859892;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36991736293) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37898242474) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89655172825) ) ) {
          result[0] += -0.018323248;
        } else {
          result[0] += -0.0009200545;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1604938507) ) ) {
          result[0] += -0.07380067;
        } else {
          result[0] += -0.00998968;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0049224007;
        } else {
          result[0] += -0.018462911;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += -0.01405461;
        } else {
          result[0] += 0.008676694;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)302) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.71234977245) ) ) {
          result[0] += 0.0072601223;
        } else {
          result[0] += -0.0005099768;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.71234977245) ) ) {
          result[0] += -0.014214707;
        } else {
          result[0] += -0.0015130288;
        }
      }
    } else {
      result[0] += -0.0572593;
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.0018543758;
        } else {
          result[0] += 0.0397865;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0030350222;
        } else {
          result[0] += -0.035497885;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
        result[0] += -0.10476301;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.2400704622) ) ) {
          result[0] += -0.030294487;
        } else {
          result[0] += 0.0020000057;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 2.7274334e-06;
        } else {
          result[0] += -0.020004932;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.0043391204;
        } else {
          result[0] += -0.018987931;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65591394901) ) ) {
          result[0] += 0.03169469;
        } else {
          result[0] += -0.0075934283;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          result[0] += -0.009937299;
        } else {
          result[0] += 0.004391517;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.0015411348;
        } else {
          result[0] += 0.01927298;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)576) ) ) {
          result[0] += -0.05485019;
        } else {
          result[0] += -0.0052345297;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)199) ) ) {
          result[0] += -0.007787462;
        } else {
          result[0] += 0.015694661;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)257) ) ) {
          result[0] += -0.022829799;
        } else {
          result[0] += 0.0023137338;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0085470089689) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)313) ) ) {
          result[0] += -0.00015034749;
        } else {
          result[0] += 0.0052391514;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)39) ) ) {
          result[0] += 0.007150753;
        } else {
          result[0] += -0.005535956;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)527) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0243902206) ) ) {
          result[0] += -0.0018790048;
        } else {
          result[0] += 0.010343569;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.013528429;
        } else {
          result[0] += -0.01443998;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)497) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
          result[0] += -0.019594287;
        } else {
          result[0] += 0.0015320193;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          result[0] += 0.020178208;
        } else {
          result[0] += -0.0027913998;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
        result[0] += 0.009227348;
      } else {
        result[0] += -0.070885874;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.87993240356) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
          result[0] += -4.4533437e-05;
        } else {
          result[0] += -0.0046848194;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.004744941;
        } else {
          result[0] += 0.04383778;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
          result[0] += -0.0113905985;
        } else {
          result[0] += -0.051622074;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += -0.0032149167;
        } else {
          result[0] += -0.024692;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
          result[0] += 0.004951369;
        } else {
          result[0] += -0.018253146;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.004644344;
        } else {
          result[0] += -0.038950324;
        }
      }
    } else {
      result[0] += -0.039045904;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += -0.000115692455;
        } else {
          result[0] += 0.028141001;
        }
      } else {
        result[0] += -0.041468993;
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)213) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0018098034;
        } else {
          result[0] += -0.015534878;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)216) ) ) {
          result[0] += -0.065207265;
        } else {
          result[0] += -0.017039238;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)320) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.63777035475) ) ) {
          result[0] += 0.023297798;
        } else {
          result[0] += 0.05012542;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16472028196) ) ) {
          result[0] += 0.010194891;
        } else {
          result[0] += -0.004694718;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.0008739309;
        } else {
          result[0] += 0.012909183;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.022501748;
        } else {
          result[0] += -0.024006432;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70123791695) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1057) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.001664699;
        } else {
          result[0] += 0.014135075;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.90385466814) ) ) {
          result[0] += -0.0012538447;
        } else {
          result[0] += -0.056457765;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73248594999) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.029263172;
        } else {
          result[0] += 0.009640048;
        }
      } else {
        result[0] += 0.06415926;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
          result[0] += 0.0063459054;
        } else {
          result[0] += -0.121416904;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.010722796;
        } else {
          result[0] += 0.02215744;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65638411045) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.030260174;
        } else {
          result[0] += -0.031445086;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)26) ) ) {
          result[0] += 0.003621401;
        } else {
          result[0] += -0.0007100851;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8247422576) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22958435118) ) ) {
          result[0] += 0.00031200433;
        } else {
          result[0] += -0.002677573;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
          result[0] += 0.002760777;
        } else {
          result[0] += -0.007653249;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)472) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.546867311) ) ) {
          result[0] += -0.00023715547;
        } else {
          result[0] += -0.023858268;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.026928011328) ) ) {
          result[0] += 0.015734099;
        } else {
          result[0] += 0.0056560864;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)426) ) ) {
          result[0] += 0.0076335073;
        } else {
          result[0] += -0.024888385;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)251) ) ) {
          result[0] += -0.016598897;
        } else {
          result[0] += 0.0065427697;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)331) ) ) {
        result[0] += 0.0059418357;
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += 0.035507422;
        } else {
          result[0] += 0.01466946;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36991736293) ) ) {
      result[0] += -0.048360657;
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24472671747) ) ) {
          result[0] += -0.010849486;
        } else {
          result[0] += -0.052500483;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25936895609) ) ) {
          result[0] += 0.001568123;
        } else {
          result[0] += 0.016701495;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083333335817) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0006393167;
        } else {
          result[0] += -0.0011735392;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11515151709) ) ) {
          result[0] += -0.01658117;
        } else {
          result[0] += 0.0021082542;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.040909089148) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.0028936665;
        } else {
          result[0] += 0.023708148;
        }
      } else {
        result[0] += -0.05875182;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)133) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3305928707) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)135) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
          result[0] += -0.018969072;
        } else {
          result[0] += -0.08075609;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)488) ) ) {
          result[0] += 0.00024616852;
        } else {
          result[0] += 0.023217322;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0974392891) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
          result[0] += 8.675345e-05;
        } else {
          result[0] += 0.03508918;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8247422576) ) ) {
          result[0] += -0.0017691985;
        } else {
          result[0] += 0.0012400579;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.026095811;
        } else {
          result[0] += 0.014300512;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
          result[0] += -0.0016255267;
        } else {
          result[0] += 0.008267486;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34000000358) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)826) ) ) {
          result[0] += 0.0040414794;
        } else {
          result[0] += -0.0013982438;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1429) ) ) {
          result[0] += -0.0031106535;
        } else {
          result[0] += 0.009246055;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.0010215992;
        } else {
          result[0] += 0.003632546;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
          result[0] += -0.03340723;
        } else {
          result[0] += -0.0042973696;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)272) ) ) {
          result[0] += 0.031431336;
        } else {
          result[0] += 0.0046798834;
        }
      } else {
        result[0] += -0.0392515;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
          result[0] += 0.010780242;
        } else {
          result[0] += -0.0032961369;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += -0.017539673;
        } else {
          result[0] += -0.00019759727;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
          result[0] += 0.015338576;
        } else {
          result[0] += 0.0042229802;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.0019783208;
        } else {
          result[0] += -0.049469627;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.022721393;
        } else {
          result[0] += 0.0024739075;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += 0.04482768;
        } else {
          result[0] += 5.5657096e-05;
        }
      }
    } else {
      result[0] += -0.05703066;
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)131) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)540) ) ) {
          result[0] += 0.0006700389;
        } else {
          result[0] += 0.039700583;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.007479634;
        } else {
          result[0] += 0.024166366;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.00015211091;
        } else {
          result[0] += -0.006928251;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.021360092;
        } else {
          result[0] += 0.013216445;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)217) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0032993925;
        } else {
          result[0] += -0.016644124;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0072791795;
        } else {
          result[0] += -0.021821959;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.13157895207) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 2.0057229e-05;
        } else {
          result[0] += 0.0036154517;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.011754730716) ) ) {
          result[0] += 0.010208586;
        } else {
          result[0] += 0.03699047;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47487986088) ) ) {
        result[0] += 0.01972253;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.040404278785) ) ) {
          result[0] += -0.0027740444;
        } else {
          result[0] += -0.014157072;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)488) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          result[0] += 0.0068468447;
        } else {
          result[0] += -0.0059906426;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2381) ) ) {
          result[0] += 0.017827503;
        } else {
          result[0] += -0.009834095;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)365) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)257) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
          result[0] += -5.446054e-05;
        } else {
          result[0] += -0.0045465897;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0014059291;
        } else {
          result[0] += 0.017843949;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1108) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0031062004;
        } else {
          result[0] += 0.015121206;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += -0.042153973;
        } else {
          result[0] += 0.0034027577;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)721) ) ) {
          result[0] += 0.0012140664;
        } else {
          result[0] += 0.009496865;
        }
      } else {
        result[0] += -0.02085024;
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0081967208534) ) ) {
          result[0] += 0.0145902755;
        } else {
          result[0] += 0.041500293;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.028291663;
        } else {
          result[0] += 0.0038214535;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
          result[0] += 0.00027576173;
        } else {
          result[0] += -0.004429258;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)529) ) ) {
          result[0] += 0.003162196;
        } else {
          result[0] += 0.03333729;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0053050396964) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)38) ) ) {
          result[0] += 0.0049212067;
        } else {
          result[0] += -0.010327443;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36337313056) ) ) {
          result[0] += 0.012379777;
        } else {
          result[0] += -0.005954758;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)220) ) ) {
          result[0] += 0.018872904;
        } else {
          result[0] += 0.0031744174;
        }
      } else {
        result[0] += -0.023699706;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3184027672) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)120) ) ) {
          result[0] += 0.0063330955;
        } else {
          result[0] += -0.019532157;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)345) ) ) {
          result[0] += 0.005160184;
        } else {
          result[0] += 0.023993088;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0701754093) ) ) {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)108) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
          result[0] += -0.001437013;
        } else {
          result[0] += -0.040164057;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
          result[0] += 0.00034457754;
        } else {
          result[0] += 0.009235485;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.29520231485) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)49) ) ) {
          result[0] += 0.03757204;
        } else {
          result[0] += 0.009709032;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)280) ) ) {
          result[0] += -0.028595407;
        } else {
          result[0] += 0.014301384;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)166) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76335465908) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2561984062) ) ) {
          result[0] += 0.0028939606;
        } else {
          result[0] += 0.03798775;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42732867599) ) ) {
          result[0] += -0.008909596;
        } else {
          result[0] += 0.0038592385;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)197) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
          result[0] += -0.0076628923;
        } else {
          result[0] += -0.037828878;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)365) ) ) {
          result[0] += 0.0101661105;
        } else {
          result[0] += -0.019311808;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)96) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)92) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2716841698) ) ) {
          result[0] += -0.017672524;
        } else {
          result[0] += -0.00040080442;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.013347198;
        } else {
          result[0] += -0.0023811276;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.830188632) ) ) {
          result[0] += -0.0034238708;
        } else {
          result[0] += -0.03805846;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3184027672) ) ) {
          result[0] += -0.12081563;
        } else {
          result[0] += -0.019647768;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20778134465) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)988) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)492) ) ) {
          result[0] += 0.0028184024;
        } else {
          result[0] += -0.004350492;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1002) ) ) {
          result[0] += 0.06514712;
        } else {
          result[0] += 0.0066064126;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21364352107) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)247) ) ) {
          result[0] += -0.047459614;
        } else {
          result[0] += 0.018563455;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)139) ) ) {
          result[0] += 0.003445378;
        } else {
          result[0] += -0.0022367856;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3305928707) ) ) {
          result[0] += -0.009707834;
        } else {
          result[0] += -0.0006900246;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)44) ) ) {
          result[0] += 0.0125594055;
        } else {
          result[0] += -0.012998494;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.009071141;
        } else {
          result[0] += -0.014852307;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1429) ) ) {
          result[0] += -0.005423855;
        } else {
          result[0] += -0.033203814;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9517609477) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)62) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76335465908) ) ) {
          result[0] += -0.048486523;
        } else {
          result[0] += 0.0007914644;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322095871) ) ) {
          result[0] += 0.017746525;
        } else {
          result[0] += 0.0040559396;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)188) ) ) {
        result[0] += 0.0070614303;
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)26) ) ) {
          result[0] += -0.04307322;
        } else {
          result[0] += -0.009728777;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2138) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1012) ) ) {
          result[0] += -0.00025808378;
        } else {
          result[0] += -0.0052327565;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.00937904;
        } else {
          result[0] += -0.027983421;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)45) ) ) {
          result[0] += -0.022137573;
        } else {
          result[0] += 0.0021510082;
        }
      } else {
        result[0] += -0.06425967;
      }
    }
  } else {
    if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)703) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.013931664;
        } else {
          result[0] += -0.0073556467;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.007326007355) ) ) {
          result[0] += 0.037847873;
        } else {
          result[0] += 0.017920548;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)52) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.002777255;
        } else {
          result[0] += -0.029986192;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
          result[0] += 0.0039060921;
        } else {
          result[0] += 0.022798618;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2142857313) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)91) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50371801853) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
          result[0] += -0.003151463;
        } else {
          result[0] += -0.017004024;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.58339869976) ) ) {
          result[0] += 0.018792298;
        } else {
          result[0] += 0.0037240032;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
          result[0] += 0.014006415;
        } else {
          result[0] += -4.1299438e-05;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          result[0] += -0.04132718;
        } else {
          result[0] += 0.0005494081;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += 0.0008782913;
        } else {
          result[0] += 0.00689112;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.830188632) ) ) {
          result[0] += 0.002415758;
        } else {
          result[0] += -0.017701386;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.048139527;
        } else {
          result[0] += -0.022195969;
        }
      } else {
        result[0] += 0.012844051;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)647) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084848485887) ) ) {
          result[0] += -0.00029127728;
        } else {
          result[0] += -0.008396941;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.018826306;
        } else {
          result[0] += 0.0032348593;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.68280744553) ) ) {
        result[0] += 0.024376499;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2724) ) ) {
          result[0] += 0.0070952037;
        } else {
          result[0] += -0.017628303;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.12750546634) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.011104091;
        } else {
          result[0] += 0.08041644;
        }
      } else {
        result[0] += -0.050043147;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          result[0] += 0.010042828;
        } else {
          result[0] += -0.024137456;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
          result[0] += 0.021804547;
        } else {
          result[0] += 0.0022521864;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
          result[0] += 0.0025127388;
        } else {
          result[0] += -0.0002714718;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
          result[0] += 0.014267745;
        } else {
          result[0] += 0.0005611004;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4447593689) ) ) {
          result[0] += 0.016540434;
        } else {
          result[0] += -0.008623409;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.008917016;
        } else {
          result[0] += 0.023010498;
        }
      }
    }
  } else {
    result[0] += -0.034386303;
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9122505784) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)131) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36991736293) ) ) {
          result[0] += -0.003842104;
        } else {
          result[0] += -0.00020337563;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20778134465) ) ) {
          result[0] += 0.00319633;
        } else {
          result[0] += -0.002651842;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.015637092;
        } else {
          result[0] += 0.017882813;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)193) ) ) {
          result[0] += -0.042431317;
        } else {
          result[0] += -0.0033285597;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2095) ) ) {
          result[0] += 0.009378496;
        } else {
          result[0] += -0.027079923;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
          result[0] += -0.0031060532;
        } else {
          result[0] += -0.019603312;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
          result[0] += -0.0007546045;
        } else {
          result[0] += -0.024721708;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)266) ) ) {
          result[0] += 0.030556584;
        } else {
          result[0] += -0.008497975;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.011223995;
        } else {
          result[0] += 0.026168276;
        }
      } else {
        result[0] += -0.036127526;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.002408708;
        } else {
          result[0] += -0.027035514;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.00824684;
        } else {
          result[0] += -0.00050672767;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)151) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0022720906;
        } else {
          result[0] += -0.019911867;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0060720523;
        } else {
          result[0] += 0.027105024;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)305) ) ) {
          result[0] += -0.0027819492;
        } else {
          result[0] += -0.05182611;
        }
      } else {
        result[0] += -0.052535653;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
          result[0] += -0.0075707966;
        } else {
          result[0] += 0.00047019435;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)16) ) ) {
          result[0] += 0.024693176;
        } else {
          result[0] += -0.0022742497;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)46) ) ) {
          result[0] += -0.015457849;
        } else {
          result[0] += 0.00014634083;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.047390707;
        } else {
          result[0] += -0.01040043;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)107) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75874221325) ) ) {
          result[0] += 0.0009845457;
        } else {
          result[0] += -0.025467498;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += 0.018216174;
        } else {
          result[0] += 0.005318924;
        }
      }
    } else {
      result[0] += -0.043121334;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.0013751368;
        } else {
          result[0] += 0.00604112;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
          result[0] += -0.0007020706;
        } else {
          result[0] += -0.020991169;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          result[0] += -0.0041531865;
        } else {
          result[0] += 0.044530276;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
          result[0] += -0.008636862;
        } else {
          result[0] += 0.0047560036;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
      result[0] += -0.038084164;
    } else {
      result[0] += -0.014075905;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.086956523359) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02816901356) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.40951535106) ) ) {
          result[0] += -0.0019942098;
        } else {
          result[0] += 0.0021018;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13026212156) ) ) {
          result[0] += 0.016316632;
        } else {
          result[0] += -0.0030414695;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11764705926) ) ) {
          result[0] += 0.0029256125;
        } else {
          result[0] += 0.0408477;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
          result[0] += -0.035478607;
        } else {
          result[0] += -0.014740302;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0974392891) ) ) {
          result[0] += -0.012063525;
        } else {
          result[0] += 0.0036877922;
        }
      } else {
        result[0] += 0.037108753;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.023809524253) ) ) {
          result[0] += -0.0062181824;
        } else {
          result[0] += 0.021176806;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          result[0] += 0.009875738;
        } else {
          result[0] += 0.0001131443;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26448333263) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)100) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0011062755;
        } else {
          result[0] += 0.004085537;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.01709565;
        } else {
          result[0] += 0.022522723;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)101) ) ) {
          result[0] += 0.019147506;
        } else {
          result[0] += 0.0019455657;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.015923915;
        } else {
          result[0] += -0.002382588;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27069863677) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)94) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
          result[0] += -0.012604696;
        } else {
          result[0] += 0.0053229583;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)219) ) ) {
          result[0] += -0.06429782;
        } else {
          result[0] += -0.01621621;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)139) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)133) ) ) {
          result[0] += -0.0005360182;
        } else {
          result[0] += 0.009665057;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += -0.0018960675;
        } else {
          result[0] += -0.014619413;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)200) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)126) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3305928707) ) ) {
          result[0] += -0.0124769285;
        } else {
          result[0] += -0.00040188475;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47487986088) ) ) {
          result[0] += 0.012490532;
        } else {
          result[0] += 0.0010800711;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)199) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.0028294218;
        } else {
          result[0] += 0.020620784;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)373) ) ) {
          result[0] += -0.04162505;
        } else {
          result[0] += -0.0053904466;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)220) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47487986088) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += -0.0012934728;
        } else {
          result[0] += -0.030581115;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)219) ) ) {
          result[0] += 0.008335754;
        } else {
          result[0] += 0.024961693;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += 0.0006731412;
        } else {
          result[0] += -0.012550309;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65638411045) ) ) {
          result[0] += 0.015683606;
        } else {
          result[0] += 0.0045435173;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)799) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)758) ) ) {
          result[0] += -4.9196766e-05;
        } else {
          result[0] += 0.008173684;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.034482758492) ) ) {
          result[0] += -0.008441579;
        } else {
          result[0] += 0.0047105807;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.95835858583) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += -0.013953856;
        } else {
          result[0] += 0.029675478;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34527429938) ) ) {
          result[0] += -0.010241788;
        } else {
          result[0] += 0.0053126165;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)128) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2756575644) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)373) ) ) {
          result[0] += -0.0025152403;
        } else {
          result[0] += 0.008385563;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
          result[0] += -0.023249945;
        } else {
          result[0] += -0.004183472;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)955) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)949) ) ) {
          result[0] += 0.011267719;
        } else {
          result[0] += 0.021065436;
        }
      } else {
        result[0] += -0.010666294;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1755741835) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99407345057) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9122505784) ) ) {
          result[0] += -0.00036475644;
        } else {
          result[0] += -0.011870258;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1851) ) ) {
          result[0] += 0.015526766;
        } else {
          result[0] += -0.02693342;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.2400704622) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.0049725305;
        } else {
          result[0] += -0.10539962;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          result[0] += -0.009307298;
        } else {
          result[0] += 0.0052422015;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1935339272) ) ) {
          result[0] += 0.011049287;
        } else {
          result[0] += 0.00043640155;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34923353791) ) ) {
          result[0] += 0.0913388;
        } else {
          result[0] += 0.052449167;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
        result[0] += -0.05181996;
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1224) ) ) {
          result[0] += -0.022194784;
        } else {
          result[0] += -0.00037768122;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3908629417) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
          result[0] += -5.951474e-05;
        } else {
          result[0] += 0.009462637;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)83) ) ) {
          result[0] += -0.03050003;
        } else {
          result[0] += -0.0033170774;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
          result[0] += -0.010155715;
        } else {
          result[0] += 0.0103643695;
        }
      } else {
        result[0] += -0.04204907;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18959741294) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7692307234) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27020397782) ) ) {
          result[0] += -0.052266654;
        } else {
          result[0] += 0.011636063;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22417929769) ) ) {
          result[0] += -0.0018240887;
        } else {
          result[0] += -0.024086788;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)78) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
          result[0] += 0.01650293;
        } else {
          result[0] += 0.001774325;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)305) ) ) {
          result[0] += -0.011649056;
        } else {
          result[0] += 0.022152374;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.158844769) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)6428) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)4971) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3002) ) ) {
          result[0] += -0.00068204285;
        } else {
          result[0] += 0.018194756;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13633266091) ) ) {
          result[0] += -0.013007611;
        } else {
          result[0] += -0.044164542;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11278860271) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0019507261;
        } else {
          result[0] += -0.007909359;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.026477298;
        } else {
          result[0] += 0.008542124;
        }
      }
    }
  } else {
    result[0] += 0.024304496;
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)208) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8131004572) ) ) {
          result[0] += -0.025586216;
        } else {
          result[0] += -0.00035875803;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)240) ) ) {
          result[0] += 0.008263859;
        } else {
          result[0] += 0.0002968765;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)399) ) ) {
          result[0] += -0.0016380855;
        } else {
          result[0] += -0.016144468;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)391) ) ) {
          result[0] += -0.004344124;
        } else {
          result[0] += 0.010062488;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)633) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)57) ) ) {
          result[0] += 0.020319315;
        } else {
          result[0] += 0.03579408;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26331746578) ) ) {
          result[0] += 0.025751282;
        } else {
          result[0] += -0.0021325236;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9517609477) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.0029344892;
        } else {
          result[0] += 0.0203169;
        }
      } else {
        result[0] += -0.045948673;
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)100) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)104) ) ) {
          result[0] += -0.00041415528;
        } else {
          result[0] += 0.0026718853;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += 0.03991537;
        } else {
          result[0] += 0.020882621;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)492) ) ) {
        result[0] += -0.0041814484;
      } else {
        result[0] += -0.05045699;
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35834470391) ) ) {
          result[0] += 0.004667026;
        } else {
          result[0] += 0.02057747;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)241) ) ) {
          result[0] += 0.041951977;
        } else {
          result[0] += 0.01082731;
        }
      }
    } else {
      if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)720) ) ) {
        result[0] += 0.0066942493;
      } else {
        result[0] += -0.015243681;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)158) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)126) ) ) {
          result[0] += -0.0007930219;
        } else {
          result[0] += 0.0054751574;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)193) ) ) {
          result[0] += -0.008599526;
        } else {
          result[0] += -0.0006007556;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17659218609) ) ) {
          result[0] += -0.005681968;
        } else {
          result[0] += 0.007341253;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.7495740056) ) ) {
          result[0] += 0.032097284;
        } else {
          result[0] += 0.010935276;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36991736293) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
          result[0] += -0.0018335416;
        } else {
          result[0] += -0.0399575;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)18) ) ) {
          result[0] += -0.0058568614;
        } else {
          result[0] += 0.025410792;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.06354483;
        } else {
          result[0] += -0.0065756873;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
          result[0] += 0.0062207165;
        } else {
          result[0] += 0.00079133635;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34000000358) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0052083334886) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.095238097012) ) ) {
          result[0] += -0.002438261;
        } else {
          result[0] += 0.025642375;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.017393164;
        } else {
          result[0] += -0.0021158082;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.089285716414) ) ) {
          result[0] += -9.696036e-05;
        } else {
          result[0] += -0.019717693;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
          result[0] += 0.0039622863;
        } else {
          result[0] += 0.021796567;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
          result[0] += -0.0047748643;
        } else {
          result[0] += 0.008485608;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
          result[0] += 0.038130324;
        } else {
          result[0] += 0.0093953265;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.830188632) ) ) {
          result[0] += 0.0007001354;
        } else {
          result[0] += -0.009779322;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.008886152;
        } else {
          result[0] += -0.016622724;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)120) ) ) {
          result[0] += -0.0008082104;
        } else {
          result[0] += -0.037575614;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
          result[0] += -0.023015127;
        } else {
          result[0] += 0.0027848976;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)96) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.014012493;
        } else {
          result[0] += -0.011314078;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
          result[0] += -0.010492353;
        } else {
          result[0] += 0.0001999033;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0052083334886) ) ) {
        result[0] += -0.03756574;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13026212156) ) ) {
          result[0] += 0.008400875;
        } else {
          result[0] += -0.017013645;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0052083334886) ) ) {
          result[0] += 0.031974103;
        } else {
          result[0] += 0.017656906;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += -0.020796338;
        } else {
          result[0] += 0.0040236334;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)6428) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8247422576) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74193549156) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += -0.006604034;
        } else {
          result[0] += 6.160922e-05;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46517527103) ) ) {
          result[0] += -0.01571337;
        } else {
          result[0] += -0.0033563755;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31859311461) ) ) {
          result[0] += -0.0030406674;
        } else {
          result[0] += 0.0030127068;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
          result[0] += -0.011562289;
        } else {
          result[0] += 0.0029976766;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.075616382062) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)9498) ) ) {
        result[0] += 0.0057619093;
      } else {
        result[0] += -0.0109864315;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)8246) ) ) {
          result[0] += 0.012008368;
        } else {
          result[0] += 0.027158106;
        }
      } else {
        result[0] += 0.0034373577;
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)1288) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += -0.00041551594;
        } else {
          result[0] += -0.024438826;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.0029786378;
        } else {
          result[0] += -0.024904516;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)492) ) ) {
          result[0] += -0.0005533289;
        } else {
          result[0] += 0.013760275;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)632) ) ) {
          result[0] += -0.06780283;
        } else {
          result[0] += 0.006005481;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.014925372787) ) ) {
        result[0] += 0.028219497;
      } else {
        result[0] += 0.016135838;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0049504949711) ) ) {
        result[0] += -0.018315889;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2995) ) ) {
          result[0] += 0.0078239795;
        } else {
          result[0] += 0.018500444;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.90385466814) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)412) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += -0.008181633;
        } else {
          result[0] += 0.01805288;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)69) ) ) {
          result[0] += -0.027796252;
        } else {
          result[0] += 0.002751558;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += 0.009709884;
        } else {
          result[0] += -0.017377524;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.01823293;
        } else {
          result[0] += -0.00047832524;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.86322832108) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)87) ) ) {
          result[0] += 0.023560109;
        } else {
          result[0] += -0.005904418;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)175) ) ) {
          result[0] += -0.114081286;
        } else {
          result[0] += -0.029843539;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 8.427211e-05;
        } else {
          result[0] += -0.030051028;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)154) ) ) {
          result[0] += -0.0072844797;
        } else {
          result[0] += -0.039135527;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3818181753) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
          result[0] += -0.0048413416;
        } else {
          result[0] += 7.118373e-05;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
          result[0] += -0.00087418046;
        } else {
          result[0] += 0.010415479;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25595599413) ) ) {
          result[0] += 0.023873895;
        } else {
          result[0] += 0.008489615;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0120597845;
        } else {
          result[0] += 0.012291111;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40705054998) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.71234977245) ) ) {
        result[0] += 0.022438196;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51264202595) ) ) {
          result[0] += -0.028364236;
        } else {
          result[0] += -0.012490007;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43773800135) ) ) {
          result[0] += 0.0072057205;
        } else {
          result[0] += -0.0011380994;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          result[0] += -0.01004729;
        } else {
          result[0] += -0.030015593;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.16666667163) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.090163931251) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.030419284;
        } else {
          result[0] += -0.00019522836;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10191946477) ) ) {
          result[0] += -0.0028275147;
        } else {
          result[0] += 0.011986727;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
          result[0] += 0.0177267;
        } else {
          result[0] += 0.002380092;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
          result[0] += -0.016228437;
        } else {
          result[0] += 0.00015351323;
        }
      }
    }
  } else {
    result[0] += 0.024557786;
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)278) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)263) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73248594999) ) ) {
          result[0] += 0.0044321893;
        } else {
          result[0] += -0.0008183114;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1935339272) ) ) {
          result[0] += 0.02921243;
        } else {
          result[0] += 0.008600703;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.00816206;
        } else {
          result[0] += -0.033351813;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
          result[0] += -0.0037373025;
        } else {
          result[0] += 0.0049758977;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18959741294) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
          result[0] += 0.021602508;
        } else {
          result[0] += 0.004434747;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21538461745) ) ) {
          result[0] += -0.041330025;
        } else {
          result[0] += -0.008575358;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88461536169) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.0051904893;
        } else {
          result[0] += 0.0010264702;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3003321588) ) ) {
          result[0] += 0.013058677;
        } else {
          result[0] += 0.03049451;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)678) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)625) ) ) {
          result[0] += 0.00012904128;
        } else {
          result[0] += -0.03317614;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0057155127;
        } else {
          result[0] += 0.026414676;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)703) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.005015563;
        } else {
          result[0] += 0.03705473;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.007044948;
        } else {
          result[0] += -0.0794094;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)239) ) ) {
          result[0] += -0.018528761;
        } else {
          result[0] += -0.0008675751;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.009378577;
        } else {
          result[0] += -0.025887782;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
          result[0] += 0.00037437415;
        } else {
          result[0] += 0.008516063;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
          result[0] += 0.028921617;
        } else {
          result[0] += 0.012962075;
        }
      }
    }
  }
}

