
#include "header.h"

void predict_unit2(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0010531971;
        } else {
          result[0] += -0.002420676;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6531791687) ) ) {
          result[0] += -0.0025642794;
        } else {
          result[0] += -0.022278927;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0092592593282) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0086580086499) ) ) {
          result[0] += 0.004422348;
        } else {
          result[0] += 0.04479331;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
          result[0] += -0.03710346;
        } else {
          result[0] += 0.012891406;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.59488481283) ) ) {
        result[0] += 0.020022191;
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.01845896;
        } else {
          result[0] += -0.0033877825;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)495) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)555) ) ) {
          result[0] += 0.010065253;
        } else {
          result[0] += -0.013173652;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2562) ) ) {
          result[0] += 0.024745042;
        } else {
          result[0] += -0.008204454;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99520391226) ) ) {
          result[0] += -0.00083359703;
        } else {
          result[0] += 0.0064189597;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)174) ) ) {
          result[0] += 0.00053044496;
        } else {
          result[0] += 0.015391539;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75855475664) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.0086949;
        } else {
          result[0] += -0.025345901;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
          result[0] += -0.036237836;
        } else {
          result[0] += 0.002034357;
        }
      }
    }
  } else {
    result[0] += -0.057741273;
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1795) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.62603354454) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.68115544319) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)120) ) ) {
          result[0] += -0.0075741257;
        } else {
          result[0] += 0.0037138872;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.0075292042;
        } else {
          result[0] += -0.04450729;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1032) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)427) ) ) {
          result[0] += -0.000116939416;
        } else {
          result[0] += 0.005538154;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.008762583;
        } else {
          result[0] += 0.011041546;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75855475664) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.72088873386) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54663997889) ) ) {
          result[0] += 0.017296543;
        } else {
          result[0] += 0.0049764058;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2019) ) ) {
          result[0] += 0.02102531;
        } else {
          result[0] += 0.04259055;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2779) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1861) ) ) {
          result[0] += -0.011096677;
        } else {
          result[0] += -0.042343475;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)241) ) ) {
          result[0] += -0.005211116;
        } else {
          result[0] += 0.013806105;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)100) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)96) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97513633966) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.019708747;
        } else {
          result[0] += 0.0183334;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)78) ) ) {
          result[0] += 0.00056092924;
        } else {
          result[0] += -0.004371503;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.20128419995) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.6875) ) ) {
          result[0] += -0.013700872;
        } else {
          result[0] += -0.051731225;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17106872797) ) ) {
          result[0] += 0.032417834;
        } else {
          result[0] += -0.0024441674;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)103) ) ) {
          result[0] += 0.002421622;
        } else {
          result[0] += -0.0042409226;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)690) ) ) {
          result[0] += 0.047376473;
        } else {
          result[0] += 0.00952553;
        }
      }
    } else {
      result[0] += -0.05070445;
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += -0.00014191611;
        } else {
          result[0] += -0.042331815;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)179) ) ) {
          result[0] += -0.016711209;
        } else {
          result[0] += -0.00036773438;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.603978157) ) ) {
          result[0] += -0.034439664;
        } else {
          result[0] += 0.0012836121;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
          result[0] += 0.018918836;
        } else {
          result[0] += -0.06776323;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1336) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97513633966) ) ) {
          result[0] += -0.019949805;
        } else {
          result[0] += 0.018414525;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          result[0] += 0.019569892;
        } else {
          result[0] += 0.033600505;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
          result[0] += 0.0052744574;
        } else {
          result[0] += 0.02407067;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.032257840037) ) ) {
          result[0] += -0.020812448;
        } else {
          result[0] += 0.00011909211;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0009129356;
        } else {
          result[0] += -0.023986382;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.02982206;
        } else {
          result[0] += 0.000111333844;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          result[0] += -0.01034501;
        } else {
          result[0] += 0.019026557;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0644258261) ) ) {
          result[0] += -0.04178044;
        } else {
          result[0] += -0.0017906207;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0224215;
        } else {
          result[0] += -0.0056676916;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += 0.0016291442;
        } else {
          result[0] += 0.011710892;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58139532804) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += 0.0015562908;
        } else {
          result[0] += -0.006873585;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)516) ) ) {
          result[0] += -0.008275497;
        } else {
          result[0] += -0.06551908;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
          result[0] += 0.00086287054;
        } else {
          result[0] += -0.008824344;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)153) ) ) {
          result[0] += -0.00648098;
        } else {
          result[0] += -0.0538028;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
          result[0] += 0.019465543;
        } else {
          result[0] += 0.04421257;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
          result[0] += -0.042949643;
        } else {
          result[0] += 0.012509003;
        }
      }
    }
  } else {
    result[0] += -0.04555444;
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0008190859;
        } else {
          result[0] += 0.006902671;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13679245114) ) ) {
          result[0] += 0.0025905638;
        } else {
          result[0] += -0.01868012;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86363637447) ) ) {
          result[0] += -0.0025562125;
        } else {
          result[0] += -0.022712799;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0056856545;
        } else {
          result[0] += -0.038194314;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          result[0] += -0.008005828;
        } else {
          result[0] += -0.02446702;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)486) ) ) {
          result[0] += -0.0005919665;
        } else {
          result[0] += 0.013043046;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2346) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.015910802;
        } else {
          result[0] += 0.027487103;
        }
      } else {
        result[0] += -0.003091191;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68587207794) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.40294799209) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.00927345;
        } else {
          result[0] += 0.006957763;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.0018671412;
        } else {
          result[0] += -0.04460056;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.80504667759) ) ) {
        result[0] += 0.03275079;
      } else {
        result[0] += -0.0035134945;
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.28447309136) ) ) {
          result[0] += 0.014927623;
        } else {
          result[0] += 0.002603529;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)36) ) ) {
          result[0] += -0.007242483;
        } else {
          result[0] += -0.031832766;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.0004746425;
        } else {
          result[0] += 0.006966875;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75855475664) ) ) {
          result[0] += 0.01636908;
        } else {
          result[0] += -0.009114664;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0013423541;
        } else {
          result[0] += -0.021864258;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
          result[0] += 0.0071662064;
        } else {
          result[0] += 0.00033181487;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58139532804) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.62603354454) ) ) {
          result[0] += -0.018128641;
        } else {
          result[0] += 0.007930243;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)230) ) ) {
          result[0] += -0.025354264;
        } else {
          result[0] += 0.0039144848;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)52) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27370551229) ) ) {
          result[0] += -0.012135784;
        } else {
          result[0] += 0.0045172684;
        }
      } else {
        result[0] += -0.029697416;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4883720875) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.20577329397) ) ) {
          result[0] += 0.01621711;
        } else {
          result[0] += 0.0046840296;
        }
      } else {
        result[0] += 0.051695358;
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1832) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083333335817) ) ) {
          result[0] += 0.0012293343;
        } else {
          result[0] += -0.009574931;
        }
      } else {
        result[0] += -0.04587354;
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)77) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)420) ) ) {
          result[0] += -0.0013424649;
        } else {
          result[0] += 0.010821324;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)86) ) ) {
          result[0] += -0.027947908;
        } else {
          result[0] += -0.0039001901;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.74410629272) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2163) ) ) {
        result[0] += 0.014834322;
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)93) ) ) {
          result[0] += 0.04020637;
        } else {
          result[0] += 0.015707834;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.01746475324) ) ) {
          result[0] += 0.012525544;
        } else {
          result[0] += 0.0032846562;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)210) ) ) {
          result[0] += -0.019881379;
        } else {
          result[0] += 0.0072882283;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82829266787) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.002773485;
        } else {
          result[0] += -0.018316846;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.003825998;
        } else {
          result[0] += -0.046231084;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19044840336) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.054054055363) ) ) {
          result[0] += 0.008475727;
        } else {
          result[0] += -0.012893888;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14848555624) ) ) {
          result[0] += -0.018014533;
        } else {
          result[0] += 2.9290057e-05;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)212) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19823335111) ) ) {
          result[0] += -0.0016809892;
        } else {
          result[0] += 0.004852215;
        }
      } else {
        result[0] += -0.04458239;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.021542376;
        } else {
          result[0] += 0.04361437;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3666666746) ) ) {
          result[0] += 0.0004973859;
        } else {
          result[0] += 0.017538585;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
          result[0] += 0.00061735645;
        } else {
          result[0] += -0.011691897;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)250) ) ) {
          result[0] += -0.0013164852;
        } else {
          result[0] += -0.013686215;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.014166802;
        } else {
          result[0] += -0.0017800101;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.010211166;
        } else {
          result[0] += 0.027035376;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0092592593282) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0086580086499) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)51) ) ) {
          result[0] += 0.0053510335;
        } else {
          result[0] += -0.037210252;
        }
      } else {
        result[0] += 0.041611258;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.013422818854) ) ) {
        result[0] += -0.054301776;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)300) ) ) {
          result[0] += -0.013489477;
        } else {
          result[0] += 0.015574728;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0427645445) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62666666508) ) ) {
          result[0] += -0.032405432;
        } else {
          result[0] += -0.0020451585;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.04426681;
        } else {
          result[0] += -0.020228818;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0011664015;
        } else {
          result[0] += -0.015123214;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28203940392) ) ) {
          result[0] += -0.0061987033;
        } else {
          result[0] += -0.056628503;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3809523582) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3043478727) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += 0.000121995065;
        } else {
          result[0] += 0.0073704;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.74410629272) ) ) {
          result[0] += -0.055750664;
        } else {
          result[0] += -0.008485175;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)78) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.28836616874) ) ) {
          result[0] += 0.038683973;
        } else {
          result[0] += 0.011262878;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += 0.010229351;
        } else {
          result[0] += -0.005038418;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82829266787) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)369) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
          result[0] += -0.0019656732;
        } else {
          result[0] += 0.0041099316;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)307) ) ) {
          result[0] += -0.0031190866;
        } else {
          result[0] += -0.08969646;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)555) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1451536268) ) ) {
          result[0] += 0.019494278;
        } else {
          result[0] += 0.0024071292;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)17) ) ) {
          result[0] += 0.028920485;
        } else {
          result[0] += -0.0010694031;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          result[0] += 0.00032344178;
        } else {
          result[0] += 0.0047524376;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4545454979) ) ) {
          result[0] += -0.046864524;
        } else {
          result[0] += -0.018232038;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)270) ) ) {
          result[0] += -0.026586933;
        } else {
          result[0] += 0.018624535;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3666666746) ) ) {
          result[0] += -0.004273213;
        } else {
          result[0] += 0.01541274;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37079724669) ) ) {
      result[0] += -0.051974714;
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21487602592) ) ) {
          result[0] += -0.04083256;
        } else {
          result[0] += -0.001001985;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.007933762;
        } else {
          result[0] += 0.016713094;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2312) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0010598988;
        } else {
          result[0] += 0.0045884135;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.0023919125;
        } else {
          result[0] += -0.010585409;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69649302959) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.010381451808) ) ) {
          result[0] += 0.015286142;
        } else {
          result[0] += 0.0033746928;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
          result[0] += 0.012950206;
        } else {
          result[0] += 0.038987324;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.99520391226) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.027366126;
        } else {
          result[0] += -0.0021452978;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16676048934) ) ) {
          result[0] += -0.009813073;
        } else {
          result[0] += 0.008208804;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3280154467) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)131) ) ) {
          result[0] += -0.044162475;
        } else {
          result[0] += 0.00043027327;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76058292389) ) ) {
          result[0] += 0.005546495;
        } else {
          result[0] += -0.0001364055;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1227) ) ) {
          result[0] += 0.022575649;
        } else {
          result[0] += -0.008732188;
        }
      } else {
        result[0] += -0.026798278;
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.324513793) ) ) {
          result[0] += -0.006006853;
        } else {
          result[0] += 0.0052073686;
        }
      } else {
        result[0] += 0.040337928;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
          result[0] += 0.0003395867;
        } else {
          result[0] += -0.02403969;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += 0.002099158;
        } else {
          result[0] += 0.008227251;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += -0.013877719;
        } else {
          result[0] += -0.04711453;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0063894275;
        } else {
          result[0] += 0.011531781;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)16) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)638) ) ) {
        result[0] += -0.03915639;
      } else {
        result[0] += -0.01300656;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += -0.0019579262;
        } else {
          result[0] += 0.043019865;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)63) ) ) {
          result[0] += -0.0017264169;
        } else {
          result[0] += 0.0071588345;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          result[0] += -0.00054766727;
        } else {
          result[0] += 0.009470855;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.005066392;
        } else {
          result[0] += -0.040099382;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19823335111) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.0138285225;
        } else {
          result[0] += 0.011967507;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.007327676;
        } else {
          result[0] += -0.024168588;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.75855475664) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)66) ) ) {
          result[0] += 0.00079682557;
        } else {
          result[0] += 0.0087669045;
        }
      } else {
        result[0] += -0.033994194;
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)241) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.00024102186;
        } else {
          result[0] += -0.030239923;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.023399027;
        } else {
          result[0] += -0.0037753924;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1415997744) ) ) {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          result[0] += -0.042872004;
        } else {
          result[0] += -0.021554068;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.603978157) ) ) {
          result[0] += -0.027263934;
        } else {
          result[0] += -0.0033785638;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
          result[0] += -0.0007221075;
        } else {
          result[0] += -0.01297794;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
          result[0] += -0.047137562;
        } else {
          result[0] += -0.007760341;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)71) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2558139563) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0031758961;
        } else {
          result[0] += 0.06377031;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.23469872773) ) ) {
          result[0] += 0.043866903;
        } else {
          result[0] += 0.01266924;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.0007804891;
        } else {
          result[0] += -0.0056187916;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.95698022842) ) ) {
          result[0] += 0.009045347;
        } else {
          result[0] += -0.06008149;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += -0.00019502471;
        } else {
          result[0] += -0.012802208;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.029585233;
        } else {
          result[0] += 0.0054938067;
        }
      }
    } else {
      result[0] += -0.048261534;
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008746355772) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.60000002384) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.012617871;
        } else {
          result[0] += -0.003250558;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += -0.0025493496;
        } else {
          result[0] += 0.025588522;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011560693383) ) ) {
        result[0] += 0.048715994;
      } else {
        result[0] += 0.016106071;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.00078236934;
        } else {
          result[0] += -0.010249286;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          result[0] += 0.035346802;
        } else {
          result[0] += 0.0011481926;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)85) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47523975372) ) ) {
          result[0] += 0.018229635;
        } else {
          result[0] += -0.011348381;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0427645445) ) ) {
          result[0] += -0.0166371;
        } else {
          result[0] += 0.01370616;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36907109618) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2995) ) ) {
          result[0] += 0.0034259998;
        } else {
          result[0] += 0.020770518;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
          result[0] += -0.009492719;
        } else {
          result[0] += 0.0015415378;
        }
      }
    } else {
      result[0] += -0.040771805;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -8.345101e-05;
        } else {
          result[0] += -0.0032158636;
        }
      } else {
        result[0] += -0.057652026;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          result[0] += 0.0002413773;
        } else {
          result[0] += 0.018090708;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.018773273;
        } else {
          result[0] += -0.012368891;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)234) ) ) {
          result[0] += 0.0076196077;
        } else {
          result[0] += 0.038115557;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)165) ) ) {
          result[0] += 0.005359412;
        } else {
          result[0] += -0.0077886344;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
          result[0] += 0.022694591;
        } else {
          result[0] += 0.0039028914;
        }
      } else {
        result[0] += 0.02738052;
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
          result[0] += -0.007664387;
        } else {
          result[0] += -0.028360724;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)20) ) ) {
          result[0] += 0.011777591;
        } else {
          result[0] += 7.9675054e-05;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.0154258255;
        } else {
          result[0] += 0.002847975;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.012016663;
        } else {
          result[0] += 0.025891235;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)438) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0070671378635) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.022772636;
        } else {
          result[0] += 0.039206777;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 0.0065814788;
        } else {
          result[0] += -0.01327654;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0097560975701) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.000893448;
        } else {
          result[0] += 0.014013141;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
          result[0] += 0.008522655;
        } else {
          result[0] += 0.023519142;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.001603297;
        } else {
          result[0] += 0.0056419983;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.005604019;
        } else {
          result[0] += -0.049275845;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25745660067) ) ) {
        result[0] += 0.03822633;
      } else {
        result[0] += 0.0099868495;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84415584803) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)24) ) ) {
          result[0] += -0.0011696776;
        } else {
          result[0] += -0.03680065;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4646476507) ) ) {
          result[0] += 0.048693355;
        } else {
          result[0] += 0.0066029723;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12551145256) ) ) {
          result[0] += -0.0037150742;
        } else {
          result[0] += 0.017158575;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31706282496) ) ) {
          result[0] += 0.0069534467;
        } else {
          result[0] += -0.0025628463;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.603978157) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)127) ) ) {
          result[0] += 0.03118951;
        } else {
          result[0] += 0.015703157;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.91074937582) ) ) {
          result[0] += -0.011488246;
        } else {
          result[0] += 0.0007859819;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)32) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.084901310503) ) ) {
          result[0] += -0.0039624614;
        } else {
          result[0] += 0.010345793;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1129) ) ) {
          result[0] += -0.003779642;
        } else {
          result[0] += 0.004630241;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)95) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)93) ) ) {
          result[0] += 0.005335009;
        } else {
          result[0] += 0.05045846;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20621538162) ) ) {
          result[0] += 0.062660314;
        } else {
          result[0] += 0.028718952;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)99) ) ) {
        result[0] += -0.040104877;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.104071863) ) ) {
          result[0] += 0.010880468;
        } else {
          result[0] += -0.0008746693;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1415997744) ) ) {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3280154467) ) ) {
          result[0] += -0.022127273;
        } else {
          result[0] += -0.0444238;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
          result[0] += -0.019301213;
        } else {
          result[0] += 0.0072659343;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76058292389) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.0026247727;
        } else {
          result[0] += 0.029363776;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
          result[0] += -0.021559225;
        } else {
          result[0] += -0.0016139562;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)78) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97513633966) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.032659974;
        } else {
          result[0] += 0.021691617;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)843) ) ) {
          result[0] += 0.0063356394;
        } else {
          result[0] += -0.0015245728;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4761904478) ) ) {
          result[0] += 3.0649004e-05;
        } else {
          result[0] += 0.020109164;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
          result[0] += -0.022276534;
        } else {
          result[0] += 0.0017550841;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.436191678) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0313478708) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.00034098257;
        } else {
          result[0] += -0.011016442;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.025001869;
        } else {
          result[0] += 0.00042009313;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)142) ) ) {
          result[0] += 0.005257212;
        } else {
          result[0] += -0.007621036;
        }
      } else {
        result[0] += -0.105747975;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.009442064;
        } else {
          result[0] += -0.0014979079;
        }
      } else {
        result[0] += -0.041106846;
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)265) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.030548368;
        } else {
          result[0] += 0.0014686115;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.010912184;
        } else {
          result[0] += -0.0046053086;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0005719486;
        } else {
          result[0] += -0.0063524866;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)92) ) ) {
          result[0] += -0.0005764035;
        } else {
          result[0] += 0.012203297;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.044117648154) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.0020189367;
        } else {
          result[0] += -0.010881975;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
          result[0] += 0.017728923;
        } else {
          result[0] += -0.02248791;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9248120785) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        result[0] += 0.047625978;
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.010322876;
        } else {
          result[0] += 0.002109356;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
          result[0] += 0.00420165;
        } else {
          result[0] += -0.016705299;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)148) ) ) {
          result[0] += 0.0045040487;
        } else {
          result[0] += -0.0065292045;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -2.3963568e-07;
        } else {
          result[0] += -0.0038169918;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.023527255;
        } else {
          result[0] += -0.042408835;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.033895627;
        } else {
          result[0] += 0.0034027619;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2240) ) ) {
          result[0] += 0.02569499;
        } else {
          result[0] += -0.005510414;
        }
      }
    }
  } else {
    result[0] += -0.0430102;
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += -0.000515006;
        } else {
          result[0] += -0.048473157;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.023503924;
        } else {
          result[0] += -0.0034525064;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += 0.001785738;
        } else {
          result[0] += 0.024581859;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.06961185;
        } else {
          result[0] += -0.008112583;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.01671178;
        } else {
          result[0] += -0.009861913;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.00074801425;
        } else {
          result[0] += 0.017277537;
        }
      }
    } else {
      result[0] += -0.031152263;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0427645445) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.004851089;
        } else {
          result[0] += 0.026182994;
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.03968438;
        } else {
          result[0] += -0.02015583;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.94717770815) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += 0.016838118;
        } else {
          result[0] += 0.073829465;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.86206054688) ) ) {
          result[0] += -0.025291724;
        } else {
          result[0] += -0.0016512435;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)74) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99955415726) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
          result[0] += -0.04628953;
        } else {
          result[0] += 0.015635377;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.59488481283) ) ) {
          result[0] += 0.032299582;
        } else {
          result[0] += 0.0047099222;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21662658453) ) ) {
          result[0] += 0.0018333498;
        } else {
          result[0] += -0.0015808115;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
          result[0] += -0.012671435;
        } else {
          result[0] += 0.0001226383;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37079724669) ) ) {
      result[0] += -0.0498201;
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.014198457;
        } else {
          result[0] += 0.014146085;
        }
      } else {
        result[0] += -0.040164586;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1415997744) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7260273695) ) ) {
          result[0] += -0.036859762;
        } else {
          result[0] += -0.011277688;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0081632649526) ) ) {
          result[0] += 0.0037864211;
        } else {
          result[0] += -0.019523941;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          result[0] += 0.0004968526;
        } else {
          result[0] += 0.009273892;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)282) ) ) {
          result[0] += 0.006564263;
        } else {
          result[0] += -0.015224812;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)254) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)199) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
          result[0] += -3.0266372e-05;
        } else {
          result[0] += -0.006479596;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0012154331;
        } else {
          result[0] += 0.013655354;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)659) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)347) ) ) {
          result[0] += -0.0028107937;
        } else {
          result[0] += 0.030774668;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          result[0] += -0.032876145;
        } else {
          result[0] += 0.0087375445;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)438) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0051282052882) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.022331182;
        } else {
          result[0] += 0.038337644;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.02168854326) ) ) {
          result[0] += 0.016874302;
        } else {
          result[0] += -0.004178749;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091324197128) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0019139138;
        } else {
          result[0] += -0.018187692;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)527) ) ) {
          result[0] += -0.0018481732;
        } else {
          result[0] += 0.022414656;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)6428) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)213) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3280154467) ) ) {
          result[0] += -0.01545071;
        } else {
          result[0] += 0.0004987859;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)36) ) ) {
          result[0] += 0.011100407;
        } else {
          result[0] += -0.006074452;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)221) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.043066497892) ) ) {
          result[0] += 0.0013379493;
        } else {
          result[0] += 0.023266254;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19664944708) ) ) {
          result[0] += 0.0043631997;
        } else {
          result[0] += -0.00380353;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1211201027) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025641025975) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)129) ) ) {
          result[0] += 0.0023833767;
        } else {
          result[0] += -0.0069130473;
        }
      } else {
        result[0] += 0.010733768;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.52537757158) ) ) {
        result[0] += 0.030692583;
      } else {
        result[0] += 0.0134275695;
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2199) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
          result[0] += 0.0003424651;
        } else {
          result[0] += -0.0030698807;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.008966166;
        } else {
          result[0] += -0.010335266;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)4139) ) ) {
          result[0] += 0.012588958;
        } else {
          result[0] += -0.0010865375;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2883) ) ) {
          result[0] += -0.018047458;
        } else {
          result[0] += 0.004968704;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)127) ) ) {
      result[0] += 0.040920384;
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)199) ) ) {
        result[0] += 0.008520674;
      } else {
        result[0] += 0.023839358;
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084745764732) ) ) {
          result[0] += -7.0393384e-05;
        } else {
          result[0] += -0.018900828;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)173) ) ) {
          result[0] += -0.009980937;
        } else {
          result[0] += -0.037823107;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)82) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0044607157;
        } else {
          result[0] += 0.034554113;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.00073204254;
        } else {
          result[0] += -0.018823182;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)242) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)241) ) ) {
          result[0] += -0.0023441475;
        } else {
          result[0] += -0.06485957;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
          result[0] += 0.002059491;
        } else {
          result[0] += 0.023966566;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)30) ) ) {
          result[0] += 0.013335297;
        } else {
          result[0] += -0.018817035;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)52) ) ) {
          result[0] += 0.09732016;
        } else {
          result[0] += -0.0004140576;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1008) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)496) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
          result[0] += -1.5194399e-05;
        } else {
          result[0] += -0.025822083;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
          result[0] += -0.017386837;
        } else {
          result[0] += 0.010315823;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.03504218;
        } else {
          result[0] += 0.0032103003;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
          result[0] += 0.031193981;
        } else {
          result[0] += 0.00012893548;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46673566103) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)312) ) ) {
          result[0] += 0.012068796;
        } else {
          result[0] += -0.06883243;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
          result[0] += 0.033781562;
        } else {
          result[0] += 0.017238392;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3666666746) ) ) {
          result[0] += -9.6396114e-05;
        } else {
          result[0] += 0.01728422;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1227) ) ) {
          result[0] += -0.057830464;
        } else {
          result[0] += -0.004972798;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041288815439) ) ) {
          result[0] += -0.005419331;
        } else {
          result[0] += 0.0011552911;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21939368546) ) ) {
          result[0] += 0.012954286;
        } else {
          result[0] += -0.0016154824;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67236912251) ) ) {
          result[0] += -0.0890114;
        } else {
          result[0] += -0.015073336;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += 0.045653127;
        } else {
          result[0] += -0.006309884;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80000001192) ) ) {
          result[0] += -0.0034473657;
        } else {
          result[0] += 0.0277514;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += 0.0008871451;
        } else {
          result[0] += -0.004623893;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
          result[0] += -0.011344823;
        } else {
          result[0] += 0.0048524523;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.54888933897) ) ) {
          result[0] += 0.020704549;
        } else {
          result[0] += 0.0055926614;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)200) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += -0.00088888494;
        } else {
          result[0] += -0.015738726;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)1300) ) ) {
          result[0] += 0.011010538;
        } else {
          result[0] += 0.03380425;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)589) ) ) {
          result[0] += 0.0053322245;
        } else {
          result[0] += -0.009024218;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
          result[0] += 0.034060072;
        } else {
          result[0] += 0.010811723;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57944726944) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)34) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)508) ) ) {
          result[0] += 0.0052094823;
        } else {
          result[0] += 0.013601201;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)318) ) ) {
          result[0] += -0.026841313;
        } else {
          result[0] += -0.057388704;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.45422288775) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          result[0] += 0.07071857;
        } else {
          result[0] += 0.022242023;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0026150658;
        } else {
          result[0] += 0.022820206;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2121212482) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3029) ) ) {
          result[0] += -0.00085847836;
        } else {
          result[0] += 0.006496454;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0070985043;
        } else {
          result[0] += -0.03921349;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.324513793) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
          result[0] += 0.020341553;
        } else {
          result[0] += 0.0032786939;
        }
      } else {
        result[0] += 0.0016729705;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.97513633966) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3267326355) ) ) {
          result[0] += -0.049943585;
        } else {
          result[0] += -0.00046446404;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0080705042928) ) ) {
          result[0] += 0.013361468;
        } else {
          result[0] += 0.002058726;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0036178294;
        } else {
          result[0] += -0.024584262;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.022267433;
        } else {
          result[0] += 0.011396061;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21487602592) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.012283254;
        } else {
          result[0] += -0.05031079;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27370551229) ) ) {
          result[0] += -0.034735862;
        } else {
          result[0] += 0.0083165355;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += -0.00093383476;
        } else {
          result[0] += 0.006224164;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)211) ) ) {
          result[0] += -0.0011942053;
        } else {
          result[0] += 0.0033838425;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)386) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57944726944) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)296) ) ) {
          result[0] += -0.00442836;
        } else {
          result[0] += -0.04247571;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23531274498) ) ) {
          result[0] += 0.01022838;
        } else {
          result[0] += 0.0018962547;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2702) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.016992956;
        } else {
          result[0] += -0.011202152;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)3037) ) ) {
          result[0] += -0.021039218;
        } else {
          result[0] += 0.008826704;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50874066353) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82407408953) ) ) {
          result[0] += -0.0015434537;
        } else {
          result[0] += 0.0010676624;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.00077444105;
        } else {
          result[0] += 0.013762236;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3027895689) ) ) {
          result[0] += 0.009546086;
        } else {
          result[0] += -0.00032073955;
        }
      } else {
        result[0] += -0.036844715;
      }
    }
  } else {
    result[0] += -0.033806164;
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0085470089689) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += 0.001773399;
        } else {
          result[0] += -0.007261464;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          result[0] += 0.0057959533;
        } else {
          result[0] += 2.3786188e-05;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0074596773;
        } else {
          result[0] += 0.0067638317;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)347) ) ) {
          result[0] += 0.0024299102;
        } else {
          result[0] += 0.029253423;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)527) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)508) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14083106816) ) ) {
          result[0] += 0.0037655004;
        } else {
          result[0] += -0.0043134103;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.018454239;
        } else {
          result[0] += -0.048695847;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36907109618) ) ) {
          result[0] += 0.015592034;
        } else {
          result[0] += -0.0028091797;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.030037759;
        } else {
          result[0] += -0.029571611;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.027523657307) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.23469872773) ) ) {
          result[0] += -0.006201227;
        } else {
          result[0] += 0.0038953621;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16625541449) ) ) {
          result[0] += -0.04882005;
        } else {
          result[0] += -0.0052575176;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82407408953) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67605632544) ) ) {
          result[0] += 0.0009932735;
        } else {
          result[0] += -0.0050769397;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19823335111) ) ) {
          result[0] += -0.0017910944;
        } else {
          result[0] += 0.004212299;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6531791687) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)170) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.95698022842) ) ) {
          result[0] += 0.00094978366;
        } else {
          result[0] += -0.031268;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)174) ) ) {
          result[0] += -0.03736719;
        } else {
          result[0] += -0.003337469;
        }
      }
    } else {
      if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)216) ) ) {
        result[0] += -0.07045281;
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)394) ) ) {
          result[0] += -0.017877124;
        } else {
          result[0] += 0.018948337;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)221) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)219) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.0004439014;
        } else {
          result[0] += 0.03176324;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0033780076;
        } else {
          result[0] += -0.026607702;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.043066497892) ) ) {
        result[0] += 0.0016569173;
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.035303246;
        } else {
          result[0] += 0.0042062;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)32) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0030993276741) ) ) {
          result[0] += 0.015191865;
        } else {
          result[0] += 0.0021325718;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
          result[0] += -0.0067681335;
        } else {
          result[0] += 0.004088198;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)695) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += 0.0018936165;
        } else {
          result[0] += -0.046916686;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.007078486;
        } else {
          result[0] += 0.06372751;
        }
      }
    }
  }
  if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)96) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3280154467) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.025200749;
        } else {
          result[0] += 0.012777994;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)90) ) ) {
          result[0] += -0.00026862975;
        } else {
          result[0] += 0.0073666023;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8285714388) ) ) {
          result[0] += -0.002013279;
        } else {
          result[0] += -0.042764958;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.324513793) ) ) {
          result[0] += -0.13187498;
        } else {
          result[0] += -0.0219547;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1211201027) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.12600632012) ) ) {
          result[0] += 0.014231676;
        } else {
          result[0] += 0.043099288;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0965214968) ) ) {
          result[0] += 0.001484032;
        } else {
          result[0] += 0.03746688;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)117) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.68115544319) ) ) {
          result[0] += -0.0397757;
        } else {
          result[0] += -0.0012004956;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13151794672) ) ) {
          result[0] += 0.004101003;
        } else {
          result[0] += -0.00024024105;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1718469858) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0313478708) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82829266787) ) ) {
          result[0] += -0.000799708;
        } else {
          result[0] += 0.0012900172;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
          result[0] += 0.017770732;
        } else {
          result[0] += -0.015531938;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          result[0] += -0.011070751;
        } else {
          result[0] += 0.003651404;
        }
      } else {
        result[0] += -0.089536555;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)361) ) ) {
      if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        result[0] += 0.040020943;
      } else {
        result[0] += 0.015343489;
      }
    } else {
      result[0] += 0.01544509;
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.68115544319) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.000768853;
        } else {
          result[0] += 0.0098839905;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)110) ) ) {
          result[0] += -0.021673437;
        } else {
          result[0] += 0.0023585157;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.62603354454) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.002571314;
        } else {
          result[0] += -0.03209983;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.00013820738;
        } else {
          result[0] += 0.011102284;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)647) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.014524822;
        } else {
          result[0] += 0.008327493;
        }
      } else {
        result[0] += -0.040132735;
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.020240596;
      } else {
        result[0] += -0.0048918105;
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.091558299959) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          result[0] += -0.0061869184;
        } else {
          result[0] += -0.06911813;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          result[0] += 0.003963956;
        } else {
          result[0] += -0.0129956305;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)450) ) ) {
          result[0] += 0.0023534747;
        } else {
          result[0] += 0.012539155;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += -0.003999487;
        } else {
          result[0] += -0.05160308;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4545454979) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
          result[0] += -0.00077862974;
        } else {
          result[0] += 0.011425643;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83333331347) ) ) {
          result[0] += -0.006371183;
        } else {
          result[0] += -0.054775383;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4652532339) ) ) {
        result[0] += -0.042108443;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
          result[0] += -0.008005811;
        } else {
          result[0] += -0.028005902;
        }
      }
    }
  }
}

