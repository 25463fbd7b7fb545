
#include "header.h"

void predict_unit0(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15578433871) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.4447593689) ) ) {
          result[0] += -0.07483983;
        } else {
          result[0] += -0.028262684;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
          result[0] += -0.015959578;
        } else {
          result[0] += -0.0023119857;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)112) ) ) {
          result[0] += -0.0655347;
        } else {
          result[0] += -0.030933771;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          result[0] += -0.012879828;
        } else {
          result[0] += 0.008197928;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34160840511) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.0145795215;
        } else {
          result[0] += 0.0068523893;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += -0.00623204;
        } else {
          result[0] += -0.061319955;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.020495927;
        } else {
          result[0] += -0.0021392943;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.043329008;
        } else {
          result[0] += -0.030547032;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.054776456207) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.051964577;
        } else {
          result[0] += -0.13099147;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
          result[0] += -0.018851517;
        } else {
          result[0] += -0.053058315;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.03751043;
        } else {
          result[0] += -0.003751071;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)212) ) ) {
          result[0] += -0.021895947;
        } else {
          result[0] += -0.09283552;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34160840511) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)296) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.01298179;
        } else {
          result[0] += 0.009019895;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += -0.004696196;
        } else {
          result[0] += -0.06256711;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1032) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
          result[0] += 0.019745119;
        } else {
          result[0] += -0.023895727;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2033) ) ) {
          result[0] += 0.03263029;
        } else {
          result[0] += 0.056885827;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14010475576) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0381009579) ) ) {
          result[0] += -0.10449778;
        } else {
          result[0] += -0.033263262;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.011436659;
        } else {
          result[0] += -0.04678101;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5238095522) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          result[0] += -0.050944038;
        } else {
          result[0] += -0.0054092696;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.018893085;
        } else {
          result[0] += -0.06953435;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37576910853) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.06641965;
        } else {
          result[0] += -0.012217026;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0062795863;
        } else {
          result[0] += -0.011304302;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1468) ) ) {
          result[0] += 0.016350621;
        } else {
          result[0] += 0.03507803;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          result[0] += 0.021796761;
        } else {
          result[0] += 0.039175168;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2756575644) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.036820363;
        } else {
          result[0] += -0.1201063;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.0095754815;
        } else {
          result[0] += -0.03971972;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.010108031;
        } else {
          result[0] += 0.005946411;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)451) ) ) {
          result[0] += 0.00980574;
        } else {
          result[0] += -0.023818528;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51734656096) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += -0.016427748;
        } else {
          result[0] += 0.011215996;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)51) ) ) {
          result[0] += 0.026405046;
        } else {
          result[0] += 0.038169615;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0025706940796) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)791) ) ) {
          result[0] += 0.022233417;
        } else {
          result[0] += 0.03885985;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81347149611) ) ) {
          result[0] += 0.0014802428;
        } else {
          result[0] += 0.031519096;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.048183624;
        } else {
          result[0] += -0.01639931;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
          result[0] += -0.008222436;
        } else {
          result[0] += 0.015183662;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
          result[0] += 0.0074816938;
        } else {
          result[0] += 0.035056308;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
          result[0] += -0.013483767;
        } else {
          result[0] += -0.14844175;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)451) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0067654834;
        } else {
          result[0] += 0.026616005;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
          result[0] += 0.02994484;
        } else {
          result[0] += 0.01272112;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001951219514) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)87) ) ) {
          result[0] += 0.020620203;
        } else {
          result[0] += -0.03750513;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)558) ) ) {
          result[0] += 0.007257039;
        } else {
          result[0] += 0.02531502;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14010475576) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.027981436;
        } else {
          result[0] += -0.09838831;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.010179014;
        } else {
          result[0] += -0.034227036;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
          result[0] += -0.034990136;
        } else {
          result[0] += -0.0034996443;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.03304878;
        } else {
          result[0] += -0.0018100002;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2861776948) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.011464897;
        } else {
          result[0] += 0.006407123;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.017829299;
        } else {
          result[0] += 0.023133589;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.0150993485;
        } else {
          result[0] += -0.008320521;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1794) ) ) {
          result[0] += 0.041661795;
        } else {
          result[0] += 0.015933251;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028791759163) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0381009579) ) ) {
          result[0] += -0.07473004;
        } else {
          result[0] += -0.012936564;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += -0.0021985404;
        } else {
          result[0] += 0.032198343;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.02797227;
        } else {
          result[0] += -0.06546348;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.0018257216;
        } else {
          result[0] += -0.06681223;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43773800135) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.06037975;
        } else {
          result[0] += 0.0044136923;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2455) ) ) {
          result[0] += 0.015768692;
        } else {
          result[0] += 0.05844767;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
        result[0] += -0.01451053;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += 0.026926136;
        } else {
          result[0] += 0.036434703;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028791759163) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.010171179;
        } else {
          result[0] += -0.03446519;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          result[0] += -0.08141544;
        } else {
          result[0] += -0.024472168;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.03234511;
        } else {
          result[0] += -0.10612388;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
          result[0] += -0.004629794;
        } else {
          result[0] += 0.02377031;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34160840511) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.057531543;
        } else {
          result[0] += 0.0019637148;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          result[0] += 0.011727996;
        } else {
          result[0] += 0.0313033;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.014529082;
        } else {
          result[0] += 0.02949943;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.5) ) ) {
          result[0] += -0.028038925;
        } else {
          result[0] += 0.01364045;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.054776456207) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
          result[0] += -0.07015117;
        } else {
          result[0] += -0.0186985;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
          result[0] += -0.005314748;
        } else {
          result[0] += 0.021946954;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += -0.019312784;
        } else {
          result[0] += -0.056508344;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          result[0] += -0.008334825;
        } else {
          result[0] += 0.009993972;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51734656096) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1728) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.0044802357;
        } else {
          result[0] += -0.021254022;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
          result[0] += 0.018408865;
        } else {
          result[0] += 0.035145637;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1284) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0186731;
        } else {
          result[0] += 0.0015440847;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += 0.08446668;
        } else {
          result[0] += 0.034246534;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1935339272) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81233149767) ) ) {
          result[0] += -0.0964579;
        } else {
          result[0] += -0.041298844;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.009933271;
        } else {
          result[0] += -0.02702017;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51264202595) ) ) {
          result[0] += -0.06552147;
        } else {
          result[0] += -0.0043783174;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          result[0] += 0.0063352897;
        } else {
          result[0] += -0.041667294;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34160840511) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          result[0] += -0.0008940575;
        } else {
          result[0] += 0.015093322;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.018227726;
        } else {
          result[0] += 0.038250275;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)436) ) ) {
          result[0] += 0.011792618;
        } else {
          result[0] += 0.023950433;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.0010050702;
        } else {
          result[0] += -0.06318194;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.008584478;
        } else {
          result[0] += 0.007193631;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.021579089;
        } else {
          result[0] += -0.09572647;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
          result[0] += 0.004440976;
        } else {
          result[0] += 0.027272219;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.028600285;
        } else {
          result[0] += -0.007966653;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.015343127;
        } else {
          result[0] += 0.004943352;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)495) ) ) {
          result[0] += -0.008823387;
        } else {
          result[0] += -0.09588469;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)61) ) ) {
          result[0] += 0.012619167;
        } else {
          result[0] += 0.035989627;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2280) ) ) {
          result[0] += 0.06506658;
        } else {
          result[0] += 0.04348322;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1935339272) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)117) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          result[0] += -0.062298734;
        } else {
          result[0] += -0.02762493;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5238095522) ) ) {
          result[0] += -0.0084060775;
        } else {
          result[0] += -0.036005132;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
          result[0] += 6.822213e-06;
        } else {
          result[0] += 0.028755346;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.024654655;
        } else {
          result[0] += -0.002074632;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3003321588) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82926827669) ) ) {
          result[0] += -3.170735e-05;
        } else {
          result[0] += 0.010472693;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
          result[0] += -0.004216621;
        } else {
          result[0] += -0.051622998;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          result[0] += -0.0066442788;
        } else {
          result[0] += 0.01130822;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.024802972;
        } else {
          result[0] += 0.007692174;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1935339272) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4859911203) ) ) {
          result[0] += -0.10949488;
        } else {
          result[0] += -0.058823984;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.004628634;
        } else {
          result[0] += -0.03586155;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += -0.045413356;
        } else {
          result[0] += -0.010711471;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.98500204086) ) ) {
          result[0] += 0.04818605;
        } else {
          result[0] += 0.0019224122;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2861776948) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.01216499;
        } else {
          result[0] += 0.0059222947;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0058776583;
        } else {
          result[0] += -0.008157325;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0118378;
        } else {
          result[0] += 0.050573766;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)842) ) ) {
          result[0] += -0.016036928;
        } else {
          result[0] += 0.017613502;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1935339272) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)117) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81233149767) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)81) ) ) {
          result[0] += -0.051323798;
        } else {
          result[0] += 0.0026085894;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.015637282;
        } else {
          result[0] += 0.0046330173;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)166) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5562363863) ) ) {
          result[0] += 0.012686993;
        } else {
          result[0] += 0.0023027277;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.00885235;
        } else {
          result[0] += 0.05596853;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2861776948) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1728) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.0013197629;
        } else {
          result[0] += -0.013841852;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.051534429193) ) ) {
          result[0] += 0.0036259627;
        } else {
          result[0] += 0.025292521;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
          result[0] += 0.010291288;
        } else {
          result[0] += 0.022966748;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)177) ) ) {
          result[0] += -0.032923844;
        } else {
          result[0] += 0.011928986;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.090044930577) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)73) ) ) {
          result[0] += -0.033034764;
        } else {
          result[0] += -0.013328551;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.0035785136;
        } else {
          result[0] += -0.020421509;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)71) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0013833471;
        } else {
          result[0] += -0.07366564;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1874) ) ) {
          result[0] += 0.0073530707;
        } else {
          result[0] += 0.037656013;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.085264795;
        } else {
          result[0] += -0.023696674;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34160840511) ) ) {
          result[0] += 0.001328058;
        } else {
          result[0] += 0.009746507;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)24) ) ) {
        result[0] += -0.025882332;
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)70) ) ) {
          result[0] += 0.021620402;
        } else {
          result[0] += 0.030622512;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.066114850342) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)124) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
          result[0] += -0.021660047;
        } else {
          result[0] += -0.06140988;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)407) ) ) {
          result[0] += -0.0004357045;
        } else {
          result[0] += -0.03453962;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.091352894902) ) ) {
          result[0] += -0.030710245;
        } else {
          result[0] += 0.0032589324;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.001989424;
        } else {
          result[0] += -0.018267129;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34000000358) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += -0.030721644;
        } else {
          result[0] += -0.0036563207;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17661574483) ) ) {
          result[0] += -0.008289868;
        } else {
          result[0] += 0.012744822;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37576910853) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          result[0] += 0.0027474794;
        } else {
          result[0] += 0.017621184;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += 0.01376351;
        } else {
          result[0] += -0.0011688377;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)791) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.036276296;
        } else {
          result[0] += -0.01847752;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          result[0] += 0.011956061;
        } else {
          result[0] += -0.016111275;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)31) ) ) {
          result[0] += 0.017501889;
        } else {
          result[0] += -0.0053445743;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.006348653;
        } else {
          result[0] += -0.0072696335;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)451) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1117) ) ) {
          result[0] += 0.0058033066;
        } else {
          result[0] += 0.028346682;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
          result[0] += 0.022773787;
        } else {
          result[0] += 0.0034939498;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001951219514) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)87) ) ) {
          result[0] += 0.021345971;
        } else {
          result[0] += -0.03414933;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)758) ) ) {
          result[0] += -0.003801838;
        } else {
          result[0] += 0.02159182;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31859311461) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)122) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          result[0] += -0.083270356;
        } else {
          result[0] += -0.019284004;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += -0.06674255;
        } else {
          result[0] += -0.011462922;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
          result[0] += -0.0018499602;
        } else {
          result[0] += 0.023906711;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)391) ) ) {
          result[0] += -0.00032706422;
        } else {
          result[0] += -0.06942719;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35330554843) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)47) ) ) {
          result[0] += -0.0054300833;
        } else {
          result[0] += 0.0053740363;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.0034421582;
        } else {
          result[0] += -0.048982993;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)496) ) ) {
          result[0] += 0.013202491;
        } else {
          result[0] += 0.05384457;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51734656096) ) ) {
          result[0] += 0.002259704;
        } else {
          result[0] += 0.0107513275;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.053984154;
        } else {
          result[0] += -0.001142705;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.018672708;
        } else {
          result[0] += 0.017317805;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.02023805;
        } else {
          result[0] += -0.010322648;
        }
      } else {
        result[0] += -0.081561916;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)816) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.0069962377;
        } else {
          result[0] += 0.019896243;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.012195927;
        } else {
          result[0] += 0.057027396;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)2082) ) ) {
          result[0] += 0.02262516;
        } else {
          result[0] += -0.00680807;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.01934265;
        } else {
          result[0] += 0.050993294;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27020397782) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)529) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)117) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8131004572) ) ) {
          result[0] += -0.09286129;
        } else {
          result[0] += -0.014940473;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)658) ) ) {
          result[0] += 0.000106774634;
        } else {
          result[0] += -0.018853094;
        }
      }
    } else {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)19) ) ) {
        result[0] += -0.068873055;
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)62) ) ) {
          result[0] += -0.003385371;
        } else {
          result[0] += 0.022171274;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43773800135) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
          result[0] += -0.0006111524;
        } else {
          result[0] += 0.020475497;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.025228727609) ) ) {
          result[0] += -0.00087082415;
        } else {
          result[0] += 0.02322848;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084848485887) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
          result[0] += 0.010904106;
        } else {
          result[0] += 0.038134687;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13636364043) ) ) {
          result[0] += -0.012184325;
        } else {
          result[0] += -0.04408152;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.125279814) ) ) {
    if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1747) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41429674625) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += -0.042626638;
        } else {
          result[0] += -0.009598188;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.00034450504;
        } else {
          result[0] += -0.01246933;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)437) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.013463165;
        } else {
          result[0] += -0.011370436;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51264202595) ) ) {
          result[0] += 0.051988762;
        } else {
          result[0] += 0.021375043;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8928571939) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1331) ) ) {
          result[0] += 0.0049486603;
        } else {
          result[0] += 0.028297484;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)69) ) ) {
          result[0] += 0.015872201;
        } else {
          result[0] += 0.026367797;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)174) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084848485887) ) ) {
          result[0] += -0.01457949;
        } else {
          result[0] += -0.03902065;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)798) ) ) {
          result[0] += -0.00040322286;
        } else {
          result[0] += 0.02979135;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14010475576) ) ) {
    if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)118) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += -0.051653337;
        } else {
          result[0] += -0.008264183;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)57) ) ) {
          result[0] += 0.00082640455;
        } else {
          result[0] += -0.052211303;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.00014686254;
        } else {
          result[0] += 0.046455633;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.012252633;
        } else {
          result[0] += -0.036123004;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.06884315;
        } else {
          result[0] += -0.016580638;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
          result[0] += -0.013565974;
        } else {
          result[0] += 0.006059456;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1108) ) ) {
          result[0] += 0.0065113506;
        } else {
          result[0] += -0.031072019;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)581) ) ) {
          result[0] += -0.028427765;
        } else {
          result[0] += 0.0045408974;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41429674625) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)122) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.77908271551) ) ) {
          result[0] += -0.039369695;
        } else {
          result[0] += -0.014375112;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)37) ) ) {
          result[0] += -0.028562946;
        } else {
          result[0] += 0.01307029;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)169) ) ) {
          result[0] += 0.0103297;
        } else {
          result[0] += -0.004351017;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)391) ) ) {
          result[0] += -0.0053874;
        } else {
          result[0] += -0.059062924;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51734656096) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1266) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += 0.00063252746;
        } else {
          result[0] += -0.017933795;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1279) ) ) {
          result[0] += 0.076056845;
        } else {
          result[0] += 0.01464247;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.012318127;
        } else {
          result[0] += 0.024621015;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0011116852;
        } else {
          result[0] += -0.03928151;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36991736293) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)77) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1348245144) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.054503143;
        } else {
          result[0] += -0.088070855;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.09977613;
        } else {
          result[0] += -0.013387558;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.004472148;
        } else {
          result[0] += 0.007990726;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          result[0] += -0.022141062;
        } else {
          result[0] += 0.018829133;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43225738406) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1266) ) ) {
          result[0] += -0.0021595878;
        } else {
          result[0] += 0.011296104;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)34) ) ) {
          result[0] += -0.008843561;
        } else {
          result[0] += 0.007084942;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.010628388;
        } else {
          result[0] += -0.011486104;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)52) ) ) {
          result[0] += 0.052058157;
        } else {
          result[0] += 0.017697088;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41429674625) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += -0.06153616;
        } else {
          result[0] += -0.026428847;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.0031469606;
        } else {
          result[0] += -0.026000967;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)112) ) ) {
          result[0] += -0.062579446;
        } else {
          result[0] += -0.021525292;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.45689958334) ) ) {
          result[0] += 0.017941102;
        } else {
          result[0] += -0.049652647;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18840053678) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)14) ) ) {
          result[0] += -0.07328402;
        } else {
          result[0] += -0.016806794;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
          result[0] += -0.00059863145;
        } else {
          result[0] += 0.017720075;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
          result[0] += 0.008127414;
        } else {
          result[0] += -0.021772174;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.07843118;
        } else {
          result[0] += -0.0013016696;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2861776948) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.012865337;
        } else {
          result[0] += 0.0030102835;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += 0.001013312;
        } else {
          result[0] += 0.017923111;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.014084485;
        } else {
          result[0] += 0.010251957;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.06522905;
        } else {
          result[0] += -0.0018946553;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)795) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)14) ) ) {
          result[0] += 0.054134548;
        } else {
          result[0] += 0.0069957436;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
          result[0] += -0.032578047;
        } else {
          result[0] += -0.002337493;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += -0.0054366905;
        } else {
          result[0] += 0.020519707;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.59318906069) ) ) {
          result[0] += 0.018987624;
        } else {
          result[0] += 0.04936742;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27020397782) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322095871) ) ) {
          result[0] += -0.069621526;
        } else {
          result[0] += -0.02269029;
        }
      } else {
        result[0] += 0.0023510566;
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)122) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)162) ) ) {
          result[0] += -0.014497285;
        } else {
          result[0] += 0.0073919445;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.002014498;
        } else {
          result[0] += -0.020167148;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.060789555;
        } else {
          result[0] += -0.0011597493;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.085590451956) ) ) {
          result[0] += -0.022567486;
        } else {
          result[0] += -0.005113089;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51734656096) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
          result[0] += 0.001182944;
        } else {
          result[0] += 0.017791409;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)100) ) ) {
          result[0] += 0.01355984;
        } else {
          result[0] += 0.005637537;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.039665055;
        } else {
          result[0] += -0.012517731;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          result[0] += -0.0026574414;
        } else {
          result[0] += 0.010789471;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
          result[0] += -0.0005946803;
        } else {
          result[0] += 0.012344967;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84126985073) ) ) {
          result[0] += 0.0032747523;
        } else {
          result[0] += 0.014682702;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)55) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0052083334886) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          result[0] += 0.030216599;
        } else {
          result[0] += 0.003998864;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
          result[0] += -0.00449046;
        } else {
          result[0] += 0.013030278;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.015601066;
        } else {
          result[0] += 0.010967453;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0078740157187) ) ) {
          result[0] += -0.06570077;
        } else {
          result[0] += -0.010689085;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41429674625) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)126) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)123) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          result[0] += -0.05341508;
        } else {
          result[0] += -0.010107158;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
          result[0] += -0.087363675;
        } else {
          result[0] += -0.015218024;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)399) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += 0.0032223172;
        } else {
          result[0] += -0.019021112;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)633) ) ) {
          result[0] += -0.056638;
        } else {
          result[0] += -0.0025367485;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51734656096) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.0022061898;
        } else {
          result[0] += -0.004896177;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.01880014;
        } else {
          result[0] += -0.015823072;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.009598475;
        } else {
          result[0] += -0.02167284;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.56983464956) ) ) {
          result[0] += 0.06060153;
        } else {
          result[0] += 0.015663285;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)10) ) ) {
        result[0] += -0.07010293;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.45487365127) ) ) {
          result[0] += -0.040286504;
        } else {
          result[0] += 0.00090437586;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1580) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.92307692766) ) ) {
          result[0] += -0.013680207;
        } else {
          result[0] += 0.0043318477;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1531) ) ) {
          result[0] += 0.017468845;
        } else {
          result[0] += 0.04329855;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0009373774;
        } else {
          result[0] += -0.022896519;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          result[0] += 0.00337272;
        } else {
          result[0] += 0.017385455;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          result[0] += -0.0053842603;
        } else {
          result[0] += 0.009500706;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.05326563;
        } else {
          result[0] += 0.012438919;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.555555582) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.002816486;
        } else {
          result[0] += 0.008236409;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)212) ) ) {
          result[0] += -0.010619311;
        } else {
          result[0] += -0.051622745;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          result[0] += -0.0051202835;
        } else {
          result[0] += 0.01880988;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9705882072) ) ) {
          result[0] += 0.031191101;
        } else {
          result[0] += 0.016768837;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
          result[0] += 0.0038935659;
        } else {
          result[0] += 0.020731784;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.01257732;
        } else {
          result[0] += -0.12542492;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
          result[0] += 0.02047209;
        } else {
          result[0] += 0.006168922;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1309) ) ) {
          result[0] += -0.010950245;
        } else {
          result[0] += 0.026024118;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41429674625) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
          result[0] += -0.043520544;
        } else {
          result[0] += -0.08816558;
        }
      } else {
        result[0] += -0.022266148;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)126) ) ) {
          result[0] += -0.012057541;
        } else {
          result[0] += -0.00025604432;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0048076924868) ) ) {
          result[0] += -0.03532923;
        } else {
          result[0] += 0.014965409;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.125279814) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1266) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)68) ) ) {
          result[0] += 0.0010900932;
        } else {
          result[0] += -0.0112729855;
        }
      } else {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1279) ) ) {
          result[0] += 0.07951963;
        } else {
          result[0] += 0.011326242;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.05479452014) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8928571939) ) ) {
          result[0] += 0.004428637;
        } else {
          result[0] += 0.01513578;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)177) ) ) {
          result[0] += -0.030387336;
        } else {
          result[0] += 0.010495437;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60868996382) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0381009579) ) ) {
          result[0] += -0.056136984;
        } else {
          result[0] += -0.00054498593;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
          result[0] += -0.020504406;
        } else {
          result[0] += -0.107210696;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.034482758492) ) ) {
          result[0] += 0.0010961213;
        } else {
          result[0] += -0.015986709;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
          result[0] += -0.02384255;
        } else {
          result[0] += 0.016717756;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43225738406) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.012531734;
        } else {
          result[0] += 0.005048044;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.003899137;
        } else {
          result[0] += -0.0027362679;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
          result[0] += 0.005762763;
        } else {
          result[0] += 0.030489653;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13636364043) ) ) {
          result[0] += 0.021750422;
        } else {
          result[0] += 0.0057674083;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.054776456207) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1348245144) ) ) {
          result[0] += -0.055730652;
        } else {
          result[0] += -0.006971445;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1825) ) ) {
          result[0] += 0.00074146915;
        } else {
          result[0] += 0.04962308;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0078740157187) ) ) {
          result[0] += -0.026957268;
        } else {
          result[0] += 0.0006513681;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.008181467;
        } else {
          result[0] += -0.06063552;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.64596277475) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0019355381;
        } else {
          result[0] += 0.004654351;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.025228727609) ) ) {
          result[0] += -0.0067928224;
        } else {
          result[0] += 0.015734978;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.01251051;
        } else {
          result[0] += 0.0018137416;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.031827748;
        } else {
          result[0] += 0.019327732;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.0053426414;
        } else {
          result[0] += 0.013098153;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)179) ) ) {
          result[0] += 0.002680911;
        } else {
          result[0] += 0.053891998;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.0027983831;
        } else {
          result[0] += 0.017517399;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.017396769;
        } else {
          result[0] += -0.11662447;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          result[0] += 0.0046183774;
        } else {
          result[0] += 0.040651172;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.052321352;
        } else {
          result[0] += 0.021384241;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)451) ) ) {
          result[0] += 0.019806681;
        } else {
          result[0] += -0.02188732;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)251) ) ) {
          result[0] += -0.01224143;
        } else {
          result[0] += 0.018815203;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41429674625) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1956) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
          result[0] += -0.010355871;
        } else {
          result[0] += 0.00081797707;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.45689958334) ) ) {
          result[0] += -0.015916942;
        } else {
          result[0] += -0.078320466;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2724) ) ) {
          result[0] += -0.020786101;
        } else {
          result[0] += -0.08090937;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          result[0] += 0.04662971;
        } else {
          result[0] += 0.020339554;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21538461745) ) ) {
          result[0] += -0.074996494;
        } else {
          result[0] += -0.02087107;
        }
      } else {
        result[0] += -0.012713693;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.00016385321;
        } else {
          result[0] += 0.0100327125;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0081967208534) ) ) {
          result[0] += 0.012902615;
        } else {
          result[0] += 0.05318526;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)66) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
          result[0] += -0.0444902;
        } else {
          result[0] += 0.01752497;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)57) ) ) {
          result[0] += -0.054158486;
        } else {
          result[0] += -0.08431898;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)495) ) ) {
          result[0] += -0.014366232;
        } else {
          result[0] += 0.02504808;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          result[0] += 0.046145912;
        } else {
          result[0] += 0.01974111;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.009364849;
        } else {
          result[0] += 0.0017088574;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.023166185;
        } else {
          result[0] += 0.0027180482;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
          result[0] += 0.0075344066;
        } else {
          result[0] += 0.02517558;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.83656013012) ) ) {
          result[0] += 0.026573965;
        } else {
          result[0] += -0.027031904;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31859311461) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)77) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
          result[0] += -0.05304271;
        } else {
          result[0] += -0.004189255;
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.013974473;
        } else {
          result[0] += -0.08598863;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
          result[0] += -0.001674033;
        } else {
          result[0] += -0.022050094;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.017705992;
        } else {
          result[0] += -0.010930582;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.0013065258;
        } else {
          result[0] += -0.00784705;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.06401064992) ) ) {
          result[0] += 0.025284126;
        } else {
          result[0] += 0.012010365;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9122505784) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.020183017;
        } else {
          result[0] += 0.004888879;
        }
      } else {
        result[0] += -0.03752219;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028791759163) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1604938507) ) ) {
          result[0] += -0.0052553113;
        } else {
          result[0] += 0.011046722;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7692307234) ) ) {
          result[0] += -0.052604795;
        } else {
          result[0] += -0.008473727;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.1884057522) ) ) {
          result[0] += 0.00074975466;
        } else {
          result[0] += 0.0137995975;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.042138800025) ) ) {
          result[0] += 0.0128569575;
        } else {
          result[0] += 0.03491978;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9705882072) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.07431238;
        } else {
          result[0] += -0.008413391;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.055555555969) ) ) {
          result[0] += 0.0023986956;
        } else {
          result[0] += -0.019004283;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35834470391) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += -0.009994919;
        } else {
          result[0] += 0.020068854;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.01192732;
        } else {
          result[0] += 0.001476055;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8131004572) ) ) {
        result[0] += -0.07899056;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)113) ) ) {
          result[0] += -0.029458722;
        } else {
          result[0] += -0.095183276;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          result[0] += 0.05034825;
        } else {
          result[0] += 0.0018912274;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)110) ) ) {
          result[0] += -0.067375265;
        } else {
          result[0] += -0.009178366;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)28) ) ) {
          result[0] += -0.011418659;
        } else {
          result[0] += 0.0013202319;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          result[0] += -0.017637711;
        } else {
          result[0] += 0.0067413235;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += -0.011768492;
        } else {
          result[0] += 0.0036201812;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.036348097;
        } else {
          result[0] += -0.0072475383;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1774) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += -0.0015475022;
        } else {
          result[0] += -0.0070273518;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += 0.012328719;
        } else {
          result[0] += -0.078317575;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.01670987;
        } else {
          result[0] += -0.0032163714;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
          result[0] += -0.0030913157;
        } else {
          result[0] += -0.06015438;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.004160219;
        } else {
          result[0] += -0.007786357;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
          result[0] += -0.01040422;
        } else {
          result[0] += -0.110860705;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019379844889) ) ) {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)37) ) ) {
          result[0] += -0.0042326036;
        } else {
          result[0] += 0.015310891;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1336) ) ) {
          result[0] += -0.008058175;
        } else {
          result[0] += 0.025089413;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028791759163) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.015250029;
        } else {
          result[0] += 0.0011080684;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0014182548;
        } else {
          result[0] += -0.0073601813;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.0035785853;
        } else {
          result[0] += -0.022134861;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4859911203) ) ) {
          result[0] += 0.051456254;
        } else {
          result[0] += 0.013993795;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.040816325694) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1150) ) ) {
          result[0] += 0.0042704116;
        } else {
          result[0] += -0.008820681;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)593) ) ) {
          result[0] += -0.013683088;
        } else {
          result[0] += 0.013196349;
        }
      }
    } else {
      result[0] += 0.052765913;
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
        result[0] += -0.050719786;
      } else {
        result[0] += -0.014226449;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.0020154724;
        } else {
          result[0] += -0.010802769;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.003416846;
        } else {
          result[0] += -0.007187251;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4666666985) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0008361397;
        } else {
          result[0] += 0.006585521;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += 0.013137496;
        } else {
          result[0] += 0.0035998602;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.023255813867) ) ) {
          result[0] += -0.07248774;
        } else {
          result[0] += 0.0064967247;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.012651716;
        } else {
          result[0] += -0.018790644;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1794) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.95238095522) ) ) {
          result[0] += -0.047128055;
        } else {
          result[0] += 0.02354308;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
          result[0] += -0.00035772598;
        } else {
          result[0] += -0.027313724;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0005805027;
        } else {
          result[0] += 0.016133165;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.0030772684;
        } else {
          result[0] += -0.032036513;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9517609477) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.70123791695) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          result[0] += 0.042190887;
        } else {
          result[0] += 0.022176808;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
          result[0] += 0.011215571;
        } else {
          result[0] += 0.034983706;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += 0.013027576;
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)26) ) ) {
          result[0] += -0.051677555;
        } else {
          result[0] += -0.007043039;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.032680627;
        } else {
          result[0] += -0.008686674;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.007297116;
        } else {
          result[0] += -0.07616018;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
        result[0] += 0.03191952;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0065018437;
        } else {
          result[0] += -0.008248829;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.003724172;
        } else {
          result[0] += -0.003297655;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1043) ) ) {
          result[0] += -0.011393705;
        } else {
          result[0] += 0.0042502596;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)461) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0045666746;
        } else {
          result[0] += -0.005318239;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1336) ) ) {
          result[0] += 0.015438274;
        } else {
          result[0] += -0.015987279;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0128138065) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62666666508) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
          result[0] += -0.04613584;
        } else {
          result[0] += -0.06666919;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.03713338;
        } else {
          result[0] += -0.012415363;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.055045872927) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
          result[0] += 0.015821805;
        } else {
          result[0] += -0.009247995;
        }
      } else {
        if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)90) ) ) {
          result[0] += -0.067240775;
        } else {
          result[0] += -0.021158252;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51734656096) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36991736293) ) ) {
          result[0] += -0.082329415;
        } else {
          result[0] += -0.01944921;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0015069183;
        } else {
          result[0] += 0.0038245877;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.00654474;
        } else {
          result[0] += -0.0066344016;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7157894969) ) ) {
          result[0] += 0.021349618;
        } else {
          result[0] += -0.014688024;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          result[0] += -0.018510425;
        } else {
          result[0] += -0.069164574;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.15141090751) ) ) {
          result[0] += 0.009109994;
        } else {
          result[0] += -0.024884652;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.81233149767) ) ) {
        result[0] += -0.050501056;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
          result[0] += -0.00028259135;
        } else {
          result[0] += 0.013889002;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67119514942) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.004491314;
        } else {
          result[0] += -0.03925682;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)331) ) ) {
          result[0] += -0.011984973;
        } else {
          result[0] += 0.028226644;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)1480) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
          result[0] += 0.0020640248;
        } else {
          result[0] += -0.0033527128;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
          result[0] += 0.00943746;
        } else {
          result[0] += 0.034648534;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += -0.0022621106;
        } else {
          result[0] += -0.082902074;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)451) ) ) {
          result[0] += 0.004041657;
        } else {
          result[0] += -0.011345777;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          result[0] += 0.00032704565;
        } else {
          result[0] += -0.07539818;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += 0.020597158;
        } else {
          result[0] += -0.02559853;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)365) ) ) {
      result[0] += 0.05057214;
    } else {
      result[0] += 0.01738559;
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36991736293) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
      if ( UNLIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)91) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8131004572) ) ) {
          result[0] += -0.06750362;
        } else {
          result[0] += -0.007781616;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)496) ) ) {
          result[0] += 0.0008261732;
        } else {
          result[0] += 0.03352849;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)492) ) ) {
          result[0] += 0.0062704827;
        } else {
          result[0] += -0.052210446;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.45689958334) ) ) {
          result[0] += 0.012897263;
        } else {
          result[0] += -0.028130213;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          result[0] += -0.00042571826;
        } else {
          result[0] += 0.008151366;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += -0.021759763;
        } else {
          result[0] += 0.0101036215;
        }
      }
    } else {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)173) ) ) {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)160) ) ) {
          result[0] += 0.009011767;
        } else {
          result[0] += -0.033133943;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)426) ) ) {
          result[0] += 0.022655511;
        } else {
          result[0] += -0.006026925;
        }
      }
    }
  }
  if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)54) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0381009579) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88461536169) ) ) {
          result[0] += -0.046063047;
        } else {
          result[0] += 0.024225576;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.076923079789) ) ) {
          result[0] += -0.0016384528;
        } else {
          result[0] += -0.031098157;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3305928707) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          result[0] += -0.051207818;
        } else {
          result[0] += 0.0030712364;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
          result[0] += 0.00360981;
        } else {
          result[0] += 0.03728906;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6000000238) ) ) {
      if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)257) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0040039355;
        } else {
          result[0] += 0.0070641125;
        }
      } else {
        if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)976) ) ) {
          result[0] += -0.030698484;
        } else {
          result[0] += -0.0032335036;
        }
      }
    } else {
      if ( LIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)396) ) ) {
        if ( UNLIKELY(  (data[20].missing != -1) && (data[20].fvalue < (float)222) ) ) {
          result[0] += -0.099186584;
        } else {
          result[0] += -0.040775698;
        }
      } else {
        if ( LIKELY(  (data[19].missing != -1) && (data[19].fvalue < (float)41) ) ) {
          result[0] += 0.015179569;
        } else {
          result[0] += 0.036172666;
        }
      }
    }
  }
}

