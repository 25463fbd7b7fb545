
#include "header.h"

void predict_unit0(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041695524007) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.91808855534) ) ) {
          result[0] += -0.085104056;
        } else {
          result[0] += -0.016500343;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65424275398) ) ) {
          result[0] += -0.012082579;
        } else {
          result[0] += 0.0003412417;
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
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3736076355) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.029411764815) ) ) {
          result[0] += 0.008854579;
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
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69178199768) ) ) {
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
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041695524007) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89090824127) ) ) {
          result[0] += -0.104838826;
        } else {
          result[0] += -0.033789262;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429275751) ) ) {
          result[0] += -0.07670963;
        } else {
          result[0] += -0.0051158494;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.048377723;
        } else {
          result[0] += 0.0719782;
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
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.48233792186) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.029411764815) ) ) {
          result[0] += 0.008298236;
        } else {
          result[0] += -0.014019999;
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
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041695524007) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39382302761) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += -0.11187344;
        } else {
          result[0] += -0.029413564;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += -0.01454998;
        } else {
          result[0] += 0.012975129;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.0867944;
        } else {
          result[0] += -0.028443594;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
          result[0] += -0.0016494247;
        } else {
          result[0] += -0.022818552;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38141688704) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5833333731) ) ) {
          result[0] += 0.005116157;
        } else {
          result[0] += -0.028547004;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12696327269) ) ) {
          result[0] += 0.009070624;
        } else {
          result[0] += 0.029859558;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
          result[0] += 0.0147275375;
        } else {
          result[0] += 0.03184523;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.07510518;
        } else {
          result[0] += 0.04092067;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.08419219;
        } else {
          result[0] += -0.029547652;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89655172825) ) ) {
          result[0] += -0.027252806;
        } else {
          result[0] += 0.002308328;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0014216423;
        } else {
          result[0] += 0.012954821;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.038338434;
        } else {
          result[0] += 0.0073102764;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.023461644;
        } else {
          result[0] += 0.006477315;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += 0.030851994;
        } else {
          result[0] += -0.021377467;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)287) ) ) {
          result[0] += -0.049504958;
        } else {
          result[0] += -0.089726724;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5483870506) ) ) {
          result[0] += -0.06750193;
        } else {
          result[0] += -0.005558835;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041695524007) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += -0.11015965;
        } else {
          result[0] += -0.026645726;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += -0.015227139;
        } else {
          result[0] += -0.06297222;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.55231171846) ) ) {
          result[0] += -0.08811487;
        } else {
          result[0] += -0.03733843;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
          result[0] += -0.0048324186;
        } else {
          result[0] += -0.021713158;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068787813) ) ) {
          result[0] += 0.0015545533;
        } else {
          result[0] += 0.019270383;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.0018434756;
        } else {
          result[0] += 0.017706135;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19632560015) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          result[0] += 0.009899757;
        } else {
          result[0] += 0.0344246;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += 0.030003367;
        } else {
          result[0] += 0.034508675;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853125691) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.032167327;
        } else {
          result[0] += -0.07291673;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.028867796;
        } else {
          result[0] += -0.007827144;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
          result[0] += -0.034021832;
        } else {
          result[0] += -0.0072924006;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += -0.01341604;
        } else {
          result[0] += 0.03552787;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3736076355) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += -0.01323004;
        } else {
          result[0] += 0.0050804815;
        }
      } else {
        result[0] += -0.10582381;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
          result[0] += 0.012884748;
        } else {
          result[0] += 0.030282674;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.09193781;
        } else {
          result[0] += 0.050878823;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1978366375) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
          result[0] += -0.044106375;
        } else {
          result[0] += -0.0100429645;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1424) ) ) {
          result[0] += -0.10647639;
        } else {
          result[0] += -0.053094488;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429275751) ) ) {
          result[0] += -0.10036444;
        } else {
          result[0] += -0.0063029486;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.037413;
        } else {
          result[0] += -7.2101175e-05;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32386434078) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.014057855;
        } else {
          result[0] += 0.0052370946;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5072463751) ) ) {
          result[0] += -0.0033021055;
        } else {
          result[0] += -0.05917685;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82352799177) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
          result[0] += 0.009382345;
        } else {
          result[0] += 0.02881052;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.028253723;
        } else {
          result[0] += 0.008435146;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.08225169;
        } else {
          result[0] += -0.024085186;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79207921028) ) ) {
          result[0] += -0.020949705;
        } else {
          result[0] += -0.00047063976;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.00240098;
        } else {
          result[0] += 0.027953003;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.021638578;
        } else {
          result[0] += 0.04289837;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.030915106;
        } else {
          result[0] += 0.001004351;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.017114364;
        } else {
          result[0] += -0.0050697355;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)312) ) ) {
          result[0] += -0.033157356;
        } else {
          result[0] += -0.07524053;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9047619104) ) ) {
          result[0] += 0.01941276;
        } else {
          result[0] += -0.020977546;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041695524007) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.065089874;
        } else {
          result[0] += -0.012812475;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += -0.0010444375;
        } else {
          result[0] += 0.03375187;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)280) ) ) {
          result[0] += -0.013789038;
        } else {
          result[0] += -0.044319972;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
          result[0] += -0.0014133175;
        } else {
          result[0] += 0.032429434;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.57424724102) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += 0.006136769;
        } else {
          result[0] += 0.03622376;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.019201264;
        } else {
          result[0] += 0.043040693;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += -0.032553278;
        } else {
          result[0] += 0.013386306;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
          result[0] += -0.011760323;
        } else {
          result[0] += 0.0136407865;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.015071598813) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
          result[0] += -0.108504355;
        } else {
          result[0] += -0.052389454;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21534273028) ) ) {
          result[0] += -0.020345557;
        } else {
          result[0] += -0.005525635;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1075) ) ) {
          result[0] += -0.00032834327;
        } else {
          result[0] += 0.04190181;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
          result[0] += -0.010614067;
        } else {
          result[0] += -0.07074903;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068787813) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.0053354944;
        } else {
          result[0] += -0.013649277;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0048840050586) ) ) {
          result[0] += 0.023481084;
        } else {
          result[0] += 0.0013128895;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12696327269) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          result[0] += -0.0024328285;
        } else {
          result[0] += 0.03162552;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
          result[0] += 0.027647058;
        } else {
          result[0] += 0.009711805;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10875273496) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
          result[0] += -0.031455897;
        } else {
          result[0] += -0.07351494;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)140) ) ) {
          result[0] += -0.017775862;
        } else {
          result[0] += 0.0058768163;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.009806372;
        } else {
          result[0] += 0.0051983646;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += 0.001011799;
        } else {
          result[0] += 0.028577933;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.32386434078) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
          result[0] += 0.0018574808;
        } else {
          result[0] += -0.0992557;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.012629615;
        } else {
          result[0] += -0.014559976;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.027869543;
        } else {
          result[0] += 0.0007397513;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.049489625;
        } else {
          result[0] += -0.015023477;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10875273496) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51987284422) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.038117148;
        } else {
          result[0] += -0.0144220535;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
          result[0] += -0.017067408;
        } else {
          result[0] += -0.005344706;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          result[0] += -0.025093539;
        } else {
          result[0] += 0.007773374;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039215687662) ) ) {
          result[0] += -0.023680486;
        } else {
          result[0] += -0.1490359;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38141688704) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.0069030593;
        } else {
          result[0] += 0.0036437337;
        }
      } else {
        result[0] += -0.110347845;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          result[0] += 0.013319683;
        } else {
          result[0] += -0.014426333;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
          result[0] += -0.0792822;
        } else {
          result[0] += -0.0009636671;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.093884408474) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70264953375) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
          result[0] += -0.10892234;
        } else {
          result[0] += -0.033388004;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.012238936;
        } else {
          result[0] += 0.05567207;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.09126345;
        } else {
          result[0] += -0.019987112;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0017807884;
        } else {
          result[0] += -0.013637892;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070209384) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += 0.0018007167;
        } else {
          result[0] += 0.037373554;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.012571521;
        } else {
          result[0] += 0.033853885;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2727272511) ) ) {
          result[0] += -0.016658107;
        } else {
          result[0] += -0.055316325;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
          result[0] += 0.007683199;
        } else {
          result[0] += 0.055040445;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
          result[0] += -0.018534247;
        } else {
          result[0] += 0.030251652;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6428571939) ) ) {
          result[0] += -0.0002882471;
        } else {
          result[0] += 0.014681173;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0014004232;
        } else {
          result[0] += 0.010832507;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.093541204929) ) ) {
          result[0] += 0.009826983;
        } else {
          result[0] += -0.03940415;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.016753161;
        } else {
          result[0] += 0.012757042;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028523489833) ) ) {
          result[0] += 0.03261095;
        } else {
          result[0] += -0.06301083;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)272) ) ) {
          result[0] += -0.033039317;
        } else {
          result[0] += -0.08899893;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
          result[0] += -0.023477245;
        } else {
          result[0] += 0.03534562;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.041695524007) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47409284115) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          result[0] += -0.072793804;
        } else {
          result[0] += -0.031702843;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.052948516;
        } else {
          result[0] += -0.018681992;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += -0.011548574;
        } else {
          result[0] += -0.0008541839;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
          result[0] += -0.03584437;
        } else {
          result[0] += -0.0019393209;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += 0.00062565034;
        } else {
          result[0] += 0.02307461;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.008284399;
        } else {
          result[0] += 0.025228819;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        result[0] += -0.030776415;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19632560015) ) ) {
          result[0] += 0.011700306;
        } else {
          result[0] += 0.023643509;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853125691) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302899837) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
          result[0] += -0.020722289;
        } else {
          result[0] += 0.020318849;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
          result[0] += -0.018711401;
        } else {
          result[0] += -0.0024543698;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)114) ) ) {
          result[0] += -0.006835279;
        } else {
          result[0] += 0.013129532;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          result[0] += -0.020008866;
        } else {
          result[0] += -0.12598032;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.48233792186) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.06538824;
        } else {
          result[0] += -0.009379988;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.005287054;
        } else {
          result[0] += -0.009785175;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0135860285;
        } else {
          result[0] += 0.036566466;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.01547526;
        } else {
          result[0] += 0.008184861;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853125691) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544719458) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61764705181) ) ) {
          result[0] += -0.11131308;
        } else {
          result[0] += -0.039946716;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.02144287;
        } else {
          result[0] += 0.08352465;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.91808855534) ) ) {
          result[0] += -0.05608022;
        } else {
          result[0] += -0.015540935;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.007072761;
        } else {
          result[0] += 0.008182871;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.48233792186) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010416666977) ) ) {
          result[0] += -0.003920143;
        } else {
          result[0] += 0.0052949646;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2095) ) ) {
          result[0] += 0.015119712;
        } else {
          result[0] += 0.03563185;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.013766089;
        } else {
          result[0] += 0.0363067;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          result[0] += -0.026049096;
        } else {
          result[0] += 0.010019354;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853125691) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          result[0] += -0.015761307;
        } else {
          result[0] += -0.001604936;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.027788846;
        } else {
          result[0] += 0.0023043768;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += 0.019999746;
        } else {
          result[0] += -0.08255636;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436422825) ) ) {
          result[0] += -0.005609552;
        } else {
          result[0] += 0.020720234;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.006199918;
        } else {
          result[0] += -0.008362664;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
          result[0] += -0.023709886;
        } else {
          result[0] += -0.0015009427;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67510050535) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.02473229;
        } else {
          result[0] += -0.006457904;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
          result[0] += 0.040305;
        } else {
          result[0] += 0.06558001;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.049743574;
        } else {
          result[0] += -0.012295988;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0032414652;
        } else {
          result[0] += 0.035069816;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)718) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.00301351;
        } else {
          result[0] += -0.0068466454;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
          result[0] += -0.042333532;
        } else {
          result[0] += 0.02096842;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
          result[0] += -0.004733996;
        } else {
          result[0] += -0.03005091;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.00038405703;
        } else {
          result[0] += 0.022689553;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)287) ) ) {
          result[0] += -0.030538345;
        } else {
          result[0] += -0.07697939;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5833333731) ) ) {
          result[0] += -0.045777556;
        } else {
          result[0] += 0.0070299925;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1232810989) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
          result[0] += -0.028022502;
        } else {
          result[0] += -0.103150964;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
          result[0] += -0.018884977;
        } else {
          result[0] += 0.024768826;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.04658423;
        } else {
          result[0] += -0.0067676627;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
          result[0] += -0.00359132;
        } else {
          result[0] += 0.014492096;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0027854207;
        } else {
          result[0] += 0.012353803;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.057986446;
        } else {
          result[0] += 0.032295242;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += 0.019520335;
        } else {
          result[0] += 0.031751644;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)107) ) ) {
          result[0] += -0.015867734;
        } else {
          result[0] += 0.021647032;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.015071598813) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.020330342;
        } else {
          result[0] += -0.001924402;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.021245904;
        } else {
          result[0] += 0.07011666;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1242) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
          result[0] += -0.0006670542;
        } else {
          result[0] += 0.024790462;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
          result[0] += 0.0094420705;
        } else {
          result[0] += 0.03832447;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += 0.0001239887;
        } else {
          result[0] += 0.019052697;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.007076137;
        } else {
          result[0] += 0.011897611;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.076921120286) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.047791961581) ) ) {
          result[0] += 0.014229572;
        } else {
          result[0] += -0.008771892;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += 0.016620476;
        } else {
          result[0] += 0.025013575;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.054250903;
        } else {
          result[0] += -0.0064634914;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.014397691;
        } else {
          result[0] += 0.0019436481;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0011294385;
        } else {
          result[0] += 0.02326763;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += 0.021634249;
        } else {
          result[0] += -0.05778485;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.01715221;
        } else {
          result[0] += 0.028969988;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0022602507;
        } else {
          result[0] += 0.018425386;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0079681277275) ) ) {
          result[0] += -0.058781236;
        } else {
          result[0] += -0.009894903;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.013422818854) ) ) {
          result[0] += 0.0037651488;
        } else {
          result[0] += -0.044177968;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90384614468) ) ) {
          result[0] += -0.014545517;
        } else {
          result[0] += 0.0041372743;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += 0.0020790442;
        } else {
          result[0] += -0.017241217;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
          result[0] += -0.019735081;
        } else {
          result[0] += -0.05318246;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.006176485;
        } else {
          result[0] += -0.08316869;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0029469274;
        } else {
          result[0] += 0.02325341;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          result[0] += 0.021601051;
        } else {
          result[0] += 0.033848632;
        }
      }
    } else {
      result[0] += -0.063454784;
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39382302761) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
          result[0] += -0.04707494;
        } else {
          result[0] += -0.09939355;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0153011875;
        } else {
          result[0] += -0.044499256;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0064414055;
        } else {
          result[0] += 0.011479317;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += -0.05271209;
        } else {
          result[0] += -0.011461111;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27886030078) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.014343785;
        } else {
          result[0] += 0.00086006447;
        }
      } else {
        result[0] += -0.08222408;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.79492044449) ) ) {
          result[0] += 0.008334988;
        } else {
          result[0] += 0.018135889;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3203883171) ) ) {
          result[0] += -0.0034363423;
        } else {
          result[0] += -0.04383168;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18681415915) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792880297) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.049279314;
        } else {
          result[0] += -0.10142187;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.016770426;
        } else {
          result[0] += 0.07053413;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.55231171846) ) ) {
          result[0] += -0.059690397;
        } else {
          result[0] += -0.023733852;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += -0.0011804531;
        } else {
          result[0] += -0.009728769;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)396) ) ) {
          result[0] += -0.00062197255;
        } else {
          result[0] += 0.015049106;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.0054141665;
        } else {
          result[0] += 0.02062178;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)138) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.029256854206) ) ) {
          result[0] += 0.029172331;
        } else {
          result[0] += 0.015088054;
        }
      } else {
        result[0] += -0.019333554;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853125691) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2075141668) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.034410205;
        } else {
          result[0] += 0.024820166;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += -0.015014516;
        } else {
          result[0] += -0.0049639954;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84848487377) ) ) {
          result[0] += 0.008924276;
        } else {
          result[0] += -0.04729064;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += -0.011119035;
        } else {
          result[0] += -0.12035843;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70474749804) ) ) {
          result[0] += -0.00010634377;
        } else {
          result[0] += 0.010327555;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
          result[0] += 0.017260745;
        } else {
          result[0] += -0.01794414;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17657785118) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.022215765;
        } else {
          result[0] += -0.00243733;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
          result[0] += 0.023229366;
        } else {
          result[0] += 0.039699387;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
          result[0] += -0.014914815;
        } else {
          result[0] += 0.005618009;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.00026063249;
        } else {
          result[0] += 0.019746654;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
          result[0] += -0.0049513285;
        } else {
          result[0] += -0.03196318;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.005493598;
        } else {
          result[0] += 0.010766322;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
          result[0] += -0.00061343564;
        } else {
          result[0] += 0.016440924;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += 0.019158926;
        } else {
          result[0] += -0.009133315;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)214) ) ) {
          result[0] += 0.010620102;
        } else {
          result[0] += 0.04636325;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2095) ) ) {
          result[0] += 0.025701178;
        } else {
          result[0] += -0.0015773446;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.23308694363) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          result[0] += -0.01266397;
        } else {
          result[0] += 0.013797914;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0026486302;
        } else {
          result[0] += 0.10048213;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81538462639) ) ) {
          result[0] += 0.009317094;
        } else {
          result[0] += -0.049068183;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)354) ) ) {
          result[0] += -0.101217866;
        } else {
          result[0] += -0.021457266;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82352799177) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0018722942;
        } else {
          result[0] += -0.008640197;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)118) ) ) {
          result[0] += 0.025088487;
        } else {
          result[0] += 0.008434301;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.021606603637) ) ) {
          result[0] += 0.025245864;
        } else {
          result[0] += 0.01440969;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.043074119836) ) ) {
          result[0] += -0.024516044;
        } else {
          result[0] += 0.0038942664;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3333333731) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.007941122;
        } else {
          result[0] += 0.0034935193;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
          result[0] += 0.009566159;
        } else {
          result[0] += -0.005867801;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0040356745;
        } else {
          result[0] += -0.00757125;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
          result[0] += 0.026347984;
        } else {
          result[0] += 0.0148304105;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5329341888) ) ) {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.019019673;
        } else {
          result[0] += 0.0044021546;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0010484692;
        } else {
          result[0] += 0.020070055;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)287) ) ) {
          result[0] += -0.017195662;
        } else {
          result[0] += -0.06729738;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5833333731) ) ) {
          result[0] += -0.03754129;
        } else {
          result[0] += 0.009923146;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1232810989) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39382302761) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593679667) ) ) {
          result[0] += -0.07722287;
        } else {
          result[0] += -0.018076045;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.03319262;
        } else {
          result[0] += -0.0029491254;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += 0.00072381285;
        } else {
          result[0] += 0.019218294;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
          result[0] += -0.0048760427;
        } else {
          result[0] += -0.043628488;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84333330393) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
          result[0] += -0.0023905523;
        } else {
          result[0] += 0.015314527;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          result[0] += -0.029053057;
        } else {
          result[0] += 0.008914381;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.012703764;
        } else {
          result[0] += -0.0026046743;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          result[0] += -0.02607205;
        } else {
          result[0] += 0.018791588;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4093605876) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.012351775;
        } else {
          result[0] += -0.058448818;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += -0.013513799;
        } else {
          result[0] += -0.11048956;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.009690925;
        } else {
          result[0] += 0.011090949;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.079999998212) ) ) {
          result[0] += 0.012299645;
        } else {
          result[0] += -0.04634514;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69178199768) ) ) {
          result[0] += -0.00060892134;
        } else {
          result[0] += 0.011371552;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 0.008788171;
        } else {
          result[0] += -0.016242567;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
          result[0] += -0.0023532324;
        } else {
          result[0] += -0.033034272;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
          result[0] += 0.0035335876;
        } else {
          result[0] += 0.055091497;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
          result[0] += -0.0030935374;
        } else {
          result[0] += 0.0051813195;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.014964751;
        } else {
          result[0] += 0.011978601;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)385) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
          result[0] += 0.007473979;
        } else {
          result[0] += -0.043550596;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)837) ) ) {
          result[0] += 0.029954407;
        } else {
          result[0] += 0.006842854;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0030403016;
        } else {
          result[0] += 0.01440724;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.024555072;
        } else {
          result[0] += 0.005026561;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += 0.007322784;
      } else {
        result[0] += -0.07783522;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18629236519) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70264953375) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
          result[0] += -0.012513558;
        } else {
          result[0] += -0.053571623;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += -0.0031706884;
        } else {
          result[0] += -0.021355545;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.010591899;
        } else {
          result[0] += 0.005528889;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.00046463526;
        } else {
          result[0] += 0.024554601;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068787813) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44420599937) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
          result[0] += -0.0025328156;
        } else {
          result[0] += 0.016802168;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)172) ) ) {
          result[0] += 0.012304413;
        } else {
          result[0] += -0.0019886396;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057142856531) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)619) ) ) {
          result[0] += 0.011445079;
        } else {
          result[0] += 0.035692185;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.00043868297;
        } else {
          result[0] += -0.066239886;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070209384) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.002457909;
        } else {
          result[0] += -0.014445652;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.017768463;
        } else {
          result[0] += -0.005197519;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)358) ) ) {
          result[0] += 0.0011068297;
        } else {
          result[0] += 0.021579634;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0378822;
        } else {
          result[0] += -0.0021159379;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
          result[0] += 0.009483041;
        } else {
          result[0] += 0.030427566;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0089244843) ) ) {
          result[0] += -0.0013313503;
        } else {
          result[0] += 0.01692272;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.031046662;
        } else {
          result[0] += -0.0021549165;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0032068908;
        } else {
          result[0] += 0.043562155;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
          result[0] += -0.0020349117;
        } else {
          result[0] += 0.01165497;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.013929921;
        } else {
          result[0] += -0.06901061;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
          result[0] += 0.009322408;
        } else {
          result[0] += -0.007687302;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
          result[0] += 0.019315964;
        } else {
          result[0] += 0.0021633885;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0014584735;
        } else {
          result[0] += 0.012166606;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.021792723;
        } else {
          result[0] += 0.0048326678;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2371) ) ) {
        result[0] += 0.058208335;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
          result[0] += 0.036617417;
        } else {
          result[0] += 0.017751215;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1764706373) ) ) {
          result[0] += -0.006489755;
        } else {
          result[0] += 0.0033566938;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)798) ) ) {
          result[0] += 0.0027384844;
        } else {
          result[0] += -0.017032811;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.023057714;
        } else {
          result[0] += 0.035817914;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0046053524;
        } else {
          result[0] += -0.067082785;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
        result[0] += 0.026532382;
      } else {
        result[0] += 0.04347466;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          result[0] += -0.0136611685;
        } else {
          result[0] += -0.02877889;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.009141101;
        } else {
          result[0] += 0.021032194;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070209384) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302899837) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.010009432;
        } else {
          result[0] += 0.013521734;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.04979734;
        } else {
          result[0] += -0.0010679491;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83982682228) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67826086283) ) ) {
          result[0] += 0.016659366;
        } else {
          result[0] += -0.00450945;
        }
      } else {
        result[0] += 0.044805;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)101) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44420599937) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
          result[0] += -0.0018568573;
        } else {
          result[0] += 0.024729416;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
          result[0] += 0.018085735;
        } else {
          result[0] += 0.009591449;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
          result[0] += -0.001927934;
        } else {
          result[0] += 0.014039593;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          result[0] += -0.07376572;
        } else {
          result[0] += 0.010268025;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.0021682081;
        } else {
          result[0] += 0.013860175;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0052251476;
        } else {
          result[0] += 0.022203982;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
          result[0] += 0.008600655;
        } else {
          result[0] += -0.012022391;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)177) ) ) {
          result[0] += 0.016891375;
        } else {
          result[0] += -0.009515529;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11764705926) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.015794296;
        } else {
          result[0] += 0.028370945;
        }
      } else {
        result[0] += -0.02324368;
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.0008019332;
        } else {
          result[0] += -0.043064427;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.032599337;
        } else {
          result[0] += 0.00048012813;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853125691) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3198787868) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.015507342;
        } else {
          result[0] += -0.056503095;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          result[0] += -0.010163879;
        } else {
          result[0] += 0.0037746013;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
          result[0] += 0.00062187004;
        } else {
          result[0] += -0.08675557;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
          result[0] += -0.015334407;
        } else {
          result[0] += 0.011411959;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
          result[0] += -0.01656531;
        } else {
          result[0] += 0.00036051276;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6912016869) ) ) {
          result[0] += 0.0052855425;
        } else {
          result[0] += 0.063006446;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        result[0] += -0.020145636;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.029256854206) ) ) {
          result[0] += 0.022606106;
        } else {
          result[0] += 0.011478395;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070209384) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += -0.08333934;
        } else {
          result[0] += -0.0397599;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0070507415;
        } else {
          result[0] += 0.06574682;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.032815047;
        } else {
          result[0] += 0.0002935337;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0017603425;
        } else {
          result[0] += 0.0054640668;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005853658542) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0089244843) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0076368535;
        } else {
          result[0] += -0.00062979606;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.010998088;
        } else {
          result[0] += 0.046785686;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01117318403) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010731707327) ) ) {
          result[0] += -0.0060907463;
        } else {
          result[0] += -0.0660719;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.092307694256) ) ) {
          result[0] += 0.003193975;
        } else {
          result[0] += -0.021072272;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += -0.0016988704;
        } else {
          result[0] += 0.014319054;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039999999106) ) ) {
          result[0] += 0.0055441516;
        } else {
          result[0] += -0.023828732;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.027255893;
        } else {
          result[0] += 0.008530651;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0029368575197) ) ) {
          result[0] += 0.027821293;
        } else {
          result[0] += -0.0039533735;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += 0.01570401;
        } else {
          result[0] += -0.021066481;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039292732254) ) ) {
          result[0] += -0.010817908;
        } else {
          result[0] += 0.020099722;
        }
      }
    } else {
      result[0] += -0.07695591;
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.23308694363) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
          result[0] += -0.015874274;
        } else {
          result[0] += -0.056996513;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += 0.03152501;
        } else {
          result[0] += 0.002671221;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544719458) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)149) ) ) {
          result[0] += -0.07701399;
        } else {
          result[0] += -0.0084624635;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1429) ) ) {
          result[0] += -0.0024138568;
        } else {
          result[0] += 0.012397523;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)917) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
          result[0] += 0.0020820133;
        } else {
          result[0] += 0.010400603;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
          result[0] += -0.024663275;
        } else {
          result[0] += -0.001974414;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += 0.019447582;
        } else {
          result[0] += -0.025457919;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.005676675;
        } else {
          result[0] += 0.028939039;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41997429729) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)122) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448895931) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.5) ) ) {
          result[0] += -0.077924356;
        } else {
          result[0] += -0.030021155;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58620691299) ) ) {
          result[0] += -0.006201196;
        } else {
          result[0] += -0.021439608;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += -0.045083124;
        } else {
          result[0] += 0.004123651;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1429) ) ) {
          result[0] += -0.032078933;
        } else {
          result[0] += 0.011647028;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070209384) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.000590011;
        } else {
          result[0] += -0.019667406;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
          result[0] += 0.00560098;
        } else {
          result[0] += 0.052200627;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.3010968864) ) ) {
          result[0] += -0.12237765;
        } else {
          result[0] += -0.03208944;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.009892365;
        } else {
          result[0] += 0.00717774;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070209384) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
          result[0] += -0.0029293676;
        } else {
          result[0] += 0.003619086;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.01795734;
        } else {
          result[0] += 0.0006461283;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.009529259;
        } else {
          result[0] += 0.025257468;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += -0.022068342;
        } else {
          result[0] += 0.0148251;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)237) ) ) {
          result[0] += 0.0052701025;
        } else {
          result[0] += -0.004343019;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)581) ) ) {
          result[0] += 0.005862396;
        } else {
          result[0] += 0.0339795;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += 0.0025175759;
      } else {
        result[0] += -0.06743512;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18629236519) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
          result[0] += 0.00033339957;
        } else {
          result[0] += -0.0053998046;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544719458) ) ) {
          result[0] += -0.05685992;
        } else {
          result[0] += -0.008598515;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += -0.11839014;
        } else {
          result[0] += 0.0070264;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += 0.08546086;
        } else {
          result[0] += 0.0025848753;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)138) ) ) {
          result[0] += 0.006176247;
        } else {
          result[0] += -0.00068227923;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.6912016869) ) ) {
          result[0] += 0.00780224;
        } else {
          result[0] += 0.042155314;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        result[0] += 0.009391998;
      } else {
        result[0] += -0.076757096;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1232810989) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.02772214;
        } else {
          result[0] += 0.003817777;
        }
      } else {
        result[0] += -0.08617929;
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
          result[0] += -0.0057395324;
        } else {
          result[0] += -0.035482522;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.0014101522;
        } else {
          result[0] += 0.0127888415;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69178199768) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)192) ) ) {
          result[0] += -0.00480754;
        } else {
          result[0] += 0.008503696;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1237) ) ) {
          result[0] += 0.009519644;
        } else {
          result[0] += -0.020586802;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)251) ) ) {
          result[0] += 0.007889979;
        } else {
          result[0] += -0.0040238495;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          result[0] += 0.035983305;
        } else {
          result[0] += -0.013538144;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18681415915) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.86053651571) ) ) {
          result[0] += -0.037161626;
        } else {
          result[0] += -0.009006678;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46522316337) ) ) {
          result[0] += -0.11741096;
        } else {
          result[0] += -0.019864405;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          result[0] += -0.0018003054;
        } else {
          result[0] += -0.07513132;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
          result[0] += 0.010497242;
        } else {
          result[0] += 0.069596894;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.077181205153) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1331) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0024030942;
        } else {
          result[0] += -0.0038843416;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.029292068;
        } else {
          result[0] += 0.012776205;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16052621603) ) ) {
          result[0] += -0.03744335;
        } else {
          result[0] += 0.0025811456;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.007059327;
        } else {
          result[0] += -0.027201483;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)322) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += 0.0005442164;
        } else {
          result[0] += -0.0115683405;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
          result[0] += -0.016712094;
        } else {
          result[0] += -2.982541e-05;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
        result[0] += -0.03814354;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          result[0] += 0.006473524;
        } else {
          result[0] += 0.01530119;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += 0.00046732058;
        } else {
          result[0] += 0.015627207;
        }
      } else {
        result[0] += -0.07953079;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.007804878056) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0074074072763) ) ) {
          result[0] += 0.089781396;
        } else {
          result[0] += 0.04005634;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          result[0] += 0.006795551;
        } else {
          result[0] += 0.028532092;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18629236519) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.00043590498;
        } else {
          result[0] += -0.007866269;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.86053651571) ) ) {
          result[0] += -0.038449034;
        } else {
          result[0] += -0.005506115;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)480) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
          result[0] += -0.10724094;
        } else {
          result[0] += 0.005826146;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
          result[0] += 0.08092763;
        } else {
          result[0] += 0.0122126965;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1849) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)837) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44420599937) ) ) {
          result[0] += 0.001098481;
        } else {
          result[0] += 0.0065633827;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.02424903;
        } else {
          result[0] += 0.008760691;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
          result[0] += 0.024233118;
        } else {
          result[0] += 0.04453614;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
          result[0] += -0.0021832613;
        } else {
          result[0] += 0.015491;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0579775572) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1229028702) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
          result[0] += -0.038021177;
        } else {
          result[0] += -0.06762266;
        }
      } else {
        result[0] += -0.0008648974;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.0048587993;
        } else {
          result[0] += 0.025536088;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0089153042063) ) ) {
          result[0] += -0.052607615;
        } else {
          result[0] += 0.015953487;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += -0.01268931;
        } else {
          result[0] += -0.00012545772;
        }
      } else {
        result[0] += -0.071593665;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
          result[0] += -0.00027468437;
        } else {
          result[0] += 0.007392861;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.01102542;
        } else {
          result[0] += -0.058835823;
        }
      }
    }
  }
}

