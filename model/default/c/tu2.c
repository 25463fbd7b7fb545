
#include "header.h"

void predict_unit2(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += -0.0012187477;
        } else {
          result[0] += -0.04476515;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.02519703;
        } else {
          result[0] += 0.00872541;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0053835799918) ) ) {
          result[0] += 0.003506823;
        } else {
          result[0] += -0.0036018554;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.012628165;
        } else {
          result[0] += 0.006885455;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)541) ) ) {
          result[0] += -0.018408187;
        } else {
          result[0] += -0.0011436808;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)619) ) ) {
          result[0] += -0.0012758978;
        } else {
          result[0] += 0.014925241;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2371) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)776) ) ) {
          result[0] += 0.01467017;
        } else {
          result[0] += 0.028006515;
        }
      } else {
        result[0] += 0.00055642275;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)896) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068477869) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.73647177219) ) ) {
          result[0] += -0.0005871956;
        } else {
          result[0] += -0.014027603;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
          result[0] += -0.0058746035;
        } else {
          result[0] += 0.0058156447;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593728542) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.034088682;
        } else {
          result[0] += 0.010096718;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += 0.0057475395;
        } else {
          result[0] += -0.015593724;
        }
      }
    }
  } else {
    result[0] += -0.048365187;
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18099227548) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
          result[0] += -0.025820497;
        } else {
          result[0] += -0.0050446815;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.035019793;
        } else {
          result[0] += 0.018389437;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15018199384) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.032117344;
        } else {
          result[0] += 0.016417755;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0013294168;
        } else {
          result[0] += -0.07102247;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2830188274) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.026694944;
        } else {
          result[0] += -0.0015427817;
        }
      } else {
        result[0] += -0.0696834;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0008384459;
        } else {
          result[0] += 0.013529052;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          result[0] += -0.0066845007;
        } else {
          result[0] += 0.0044755465;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          result[0] += 0.00015484702;
        } else {
          result[0] += -0.036224537;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.879345119) ) ) {
          result[0] += -0.010848585;
        } else {
          result[0] += 0.016112179;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.25) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.005488115;
        } else {
          result[0] += -0.026231661;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6428571939) ) ) {
          result[0] += 0.021736404;
        } else {
          result[0] += 0.0375766;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        result[0] += -0.004036404;
      } else {
        result[0] += -0.04682625;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.15690647066) ) ) {
          result[0] += 0.03260204;
        } else {
          result[0] += 0.016547648;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          result[0] += -0.026712192;
        } else {
          result[0] += 0.0053689196;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
          result[0] += -0.0007311772;
        } else {
          result[0] += 0.001560328;
        }
      } else {
        result[0] += 0.040994745;
      }
    } else {
      result[0] += -0.047316454;
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36377057433) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)123) ) ) {
          result[0] += 0.009108135;
        } else {
          result[0] += -0.011133818;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
          result[0] += 0.0032955904;
        } else {
          result[0] += 0.041732173;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1552606225) ) ) {
        result[0] += 0.033461533;
      } else {
        result[0] += 0.010826009;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31320977211) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67826086283) ) ) {
          result[0] += -0.0005827215;
        } else {
          result[0] += -0.015460404;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.057075597;
        } else {
          result[0] += -0.006381303;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
          result[0] += 0.0008223466;
        } else {
          result[0] += -0.019366402;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22863586247) ) ) {
          result[0] += -0.0030215033;
        } else {
          result[0] += -0.04264186;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84333330393) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
          result[0] += 0.0025437751;
        } else {
          result[0] += -0.0030808374;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += 0.013787239;
        } else {
          result[0] += 0.003097058;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4545454979) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0012115585;
        } else {
          result[0] += 0.010071474;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.034339424;
        } else {
          result[0] += 0.0071023772;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          result[0] += 0.00071451295;
        } else {
          result[0] += -0.0056001334;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
          result[0] += 0.0020289707;
        } else {
          result[0] += 0.013639509;
        }
      }
    } else {
      result[0] += -0.042108435;
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.021610524505) ) ) {
          result[0] += 0.010211326;
        } else {
          result[0] += -0.0005889728;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0090090092272) ) ) {
          result[0] += 0.07831329;
        } else {
          result[0] += -0.0036228274;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
        result[0] += -0.07373692;
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)189) ) ) {
          result[0] += -0.02548864;
        } else {
          result[0] += 0.008898369;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)6719) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.025719417;
        } else {
          result[0] += 0.00076878426;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
          result[0] += -0.015176708;
        } else {
          result[0] += 0.00019661135;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.014040123;
        } else {
          result[0] += 0.0024128738;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
          result[0] += 0.021444602;
        } else {
          result[0] += -0.004504401;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)398) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)72) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.013995883;
        } else {
          result[0] += 0.030551394;
        }
      } else {
        if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.015723197;
        } else {
          result[0] += -0.0041943225;
        }
      }
    } else {
      result[0] += 0.038778003;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49302911758) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.016607923;
        } else {
          result[0] += 0.0066414806;
        }
      } else {
        result[0] += -0.042560454;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.30970150232) ) ) {
          result[0] += -0.008844772;
        } else {
          result[0] += 0.004750885;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088563233614) ) ) {
          result[0] += 0.023253813;
        } else {
          result[0] += -0.010897114;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 7.930426e-05;
        } else {
          result[0] += -0.005834763;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.25) ) ) {
          result[0] += 0.0057679396;
        } else {
          result[0] += 0.026720544;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0336134471) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0020467157;
        } else {
          result[0] += 0.015023089;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += -0.07630164;
        } else {
          result[0] += -0.013662711;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2371) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += -5.291994e-05;
        } else {
          result[0] += -0.009808286;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40935888886) ) ) {
          result[0] += 0.024285449;
        } else {
          result[0] += 0.00815422;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792429686) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0030502551;
        } else {
          result[0] += 0.05776015;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += -0.011689386;
        } else {
          result[0] += 0.019976055;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.25) ) ) {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)25) ) ) {
          result[0] += 0.015343805;
        } else {
          result[0] += 0.006215615;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)576) ) ) {
          result[0] += -0.062170565;
        } else {
          result[0] += 0.0023452032;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)36) ) ) {
          result[0] += 0.026806956;
        } else {
          result[0] += 0.010789781;
        }
      } else {
        result[0] += 0.036638565;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1550) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)966) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
          result[0] += 0.00036438173;
        } else {
          result[0] += 0.018853607;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1819216609) ) ) {
          result[0] += 0.01628672;
        } else {
          result[0] += 0.0008265379;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)211) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.018988347;
        } else {
          result[0] += 0.0027676565;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.71860140562) ) ) {
          result[0] += 0.0012402008;
        } else {
          result[0] += -0.033435665;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.0041280225851) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += 0.0056757904;
        } else {
          result[0] += 0.018690301;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17657850683) ) ) {
          result[0] += -0.0076865293;
        } else {
          result[0] += 0.0075182677;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039292732254) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
          result[0] += -0.0039027631;
        } else {
          result[0] += -0.041211214;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.53868514299) ) ) {
          result[0] += -0.012640446;
        } else {
          result[0] += 0.017444218;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.002048745;
        } else {
          result[0] += -0.008948831;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
          result[0] += 0.0028519642;
        } else {
          result[0] += 0.02933902;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1792429686) ) ) {
          result[0] += 0.032878894;
        } else {
          result[0] += 0.00035142797;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.093541204929) ) ) {
          result[0] += 0.01948903;
        } else {
          result[0] += -0.032126796;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04302925989) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
          result[0] += -0.03511023;
        } else {
          result[0] += 0.0012674044;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += 0.022958538;
        } else {
          result[0] += -0.008127256;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
        result[0] += -0.06863383;
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += -0.006263917;
        } else {
          result[0] += -0.024437625;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9209302664) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.913043499) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
          result[0] += 0.00047034907;
        } else {
          result[0] += -0.012417059;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += 0.042922895;
        } else {
          result[0] += 0.004959192;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          result[0] += 0.0009861726;
        } else {
          result[0] += -0.018868392;
        }
      } else {
        result[0] += -0.060652703;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += 0.017888153;
        } else {
          result[0] += 0.003129324;
        }
      } else {
        result[0] += -0.025641516;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)202) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
          result[0] += 0.016316146;
        } else {
          result[0] += 0.025100676;
        }
      } else {
        result[0] += -0.011892095;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
        result[0] += -0.018396124;
      } else {
        result[0] += -0.045499336;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)96) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
          result[0] += -0.0011472931;
        } else {
          result[0] += 0.00819057;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8758169413) ) ) {
          result[0] += -0.005928503;
        } else {
          result[0] += -0.03400698;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1735637188) ) ) {
          result[0] += 0.0030810442;
        } else {
          result[0] += -0.0009477593;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)296) ) ) {
          result[0] += -0.007401626;
        } else {
          result[0] += -0.046116892;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)843) ) ) {
        result[0] += 0.04082943;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1091) ) ) {
          result[0] += -0.006468804;
        } else {
          result[0] += 0.012427635;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8429330587) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)211) ) ) {
          result[0] += -0.00275977;
        } else {
          result[0] += 0.037523072;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)120) ) ) {
          result[0] += -0.00046731005;
        } else {
          result[0] += 0.015272185;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024570024107) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.011811784;
        } else {
          result[0] += 0.022408014;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003484320594) ) ) {
          result[0] += -0.0009910384;
        } else {
          result[0] += 0.01689819;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          result[0] += 0.00028282113;
        } else {
          result[0] += 0.057229906;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += -0.0057848;
        } else {
          result[0] += 0.001927359;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.041724365;
        } else {
          result[0] += 0.017414171;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.091098733246) ) ) {
          result[0] += 0.02090807;
        } else {
          result[0] += -0.0005978106;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.088563233614) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.12308908999) ) ) {
        result[0] += -0.019155037;
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.052264847;
        } else {
          result[0] += -0.021346806;
        }
      }
    } else {
      result[0] += -0.003991262;
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.59296923876) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          result[0] += -0.014020932;
        } else {
          result[0] += 5.3861815e-05;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.0004588836;
        } else {
          result[0] += 0.0045478255;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)80) ) ) {
          result[0] += 0.0013305878;
        } else {
          result[0] += -0.0543508;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.003902439028) ) ) {
          result[0] += 0.008868338;
        } else {
          result[0] += -0.0054895612;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.00039166407;
        } else {
          result[0] += 0.003684631;
        }
      } else {
        result[0] += -0.036356647;
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0071428571828) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.012875536457) ) ) {
          result[0] += 0.010713603;
        } else {
          result[0] += -0.0050154487;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.008280586;
        } else {
          result[0] += -0.039925724;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1896009445) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20811660588) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.02652104;
        } else {
          result[0] += 0.013886969;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.60056954622) ) ) {
          result[0] += -0.01591058;
        } else {
          result[0] += 0.020073798;
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += -0.0067371503;
      } else {
        result[0] += 0.0014982665;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.019402131;
        } else {
          result[0] += 0.00038133652;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
          result[0] += -0.0019047232;
        } else {
          result[0] += -0.020615337;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.037553955;
        } else {
          result[0] += -0.009464483;
        }
      } else {
        result[0] += -0.046131313;
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.019885508;
        } else {
          result[0] += 0.0044523445;
        }
      } else {
        result[0] += -0.025393039;
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          result[0] += -0.024793237;
        } else {
          result[0] += -0.0014195115;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          result[0] += 0.0018816892;
        } else {
          result[0] += 0.01233936;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1614) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1032) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += 0.00018440447;
        } else {
          result[0] += -0.003661715;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.010893506;
        } else {
          result[0] += 0.022280853;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)287) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          result[0] += -0.02120716;
        } else {
          result[0] += 0.0042743525;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)543) ) ) {
          result[0] += 0.017423037;
        } else {
          result[0] += 0.00019292145;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1766) ) ) {
          result[0] += 0.019825717;
        } else {
          result[0] += 0.004911763;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
          result[0] += -0.006042888;
        } else {
          result[0] += 0.017301966;
        }
      }
    } else {
      result[0] += -0.026419489;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
          result[0] += -0.00017152906;
        } else {
          result[0] += -0.016279513;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)450) ) ) {
          result[0] += -0.015555586;
        } else {
          result[0] += 0.009532382;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.03776872;
        } else {
          result[0] += 0.022506546;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          result[0] += 0.007067997;
        } else {
          result[0] += -0.015881583;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)437) ) ) {
          result[0] += 0.0016875694;
        } else {
          result[0] += 0.011905956;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)81) ) ) {
          result[0] += 0.028153846;
        } else {
          result[0] += -0.014430828;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3939393759) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
          result[0] += -0.0062051537;
        } else {
          result[0] += 0.0003007415;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          result[0] += -0.028112644;
        } else {
          result[0] += 0.01059989;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)623) ) ) {
          result[0] += -0.0004052747;
        } else {
          result[0] += -0.021745069;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3593728542) ) ) {
          result[0] += 0.023860486;
        } else {
          result[0] += 0.003161803;
        }
      }
    } else {
      result[0] += -0.04024298;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.092276677489) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.03295697;
        } else {
          result[0] += -7.7362856e-05;
        }
      } else {
        result[0] += -0.0057283174;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)174) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          result[0] += 0.002867331;
        } else {
          result[0] += -0.018016357;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17657850683) ) ) {
          result[0] += 0.022317862;
        } else {
          result[0] += 0.0064017894;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.093887232244) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)16) ) ) {
          result[0] += -0.029296149;
        } else {
          result[0] += -0.003023151;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21973243356) ) ) {
          result[0] += 0.019351847;
        } else {
          result[0] += -0.0021004155;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20201233029) ) ) {
          result[0] += 0.0353709;
        } else {
          result[0] += -1.6211867e-05;
        }
      } else {
        result[0] += -0.031285826;
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.4544781446) ) ) {
          result[0] += 0.021368379;
        } else {
          result[0] += 0.00016563635;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.0023784225;
        } else {
          result[0] += 0.0055476394;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2371) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.77068477869) ) ) {
          result[0] += 0.019672299;
        } else {
          result[0] += 0.002602135;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2995) ) ) {
          result[0] += -0.023127593;
        } else {
          result[0] += 0.017425446;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.73647177219) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083902440965) ) ) {
          result[0] += 0.0003416573;
        } else {
          result[0] += -0.0110219745;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          result[0] += -0.055069007;
        } else {
          result[0] += -0.008856538;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7272727489) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.0043355273;
        } else {
          result[0] += 0.005182668;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)301) ) ) {
          result[0] += -0.09558288;
        } else {
          result[0] += -0.01601105;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057142856531) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.0071686707;
        } else {
          result[0] += -0.008476966;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.33018869162) ) ) {
          result[0] += 0.027572498;
        } else {
          result[0] += -0.034155354;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0059523810633) ) ) {
        result[0] += -0.044575244;
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.008954533;
        } else {
          result[0] += -0.006719804;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.11764705926) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.034068648;
        } else {
          result[0] += 0.01321915;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
          result[0] += 0.03008852;
        } else {
          result[0] += 3.843904e-06;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.14536584914) ) ) {
        result[0] += -0.06799297;
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0089153042063) ) ) {
          result[0] += -0.022700338;
        } else {
          result[0] += 0.0100748455;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.016618254;
        } else {
          result[0] += 0.0013857627;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
          result[0] += -0.04340358;
        } else {
          result[0] += -0.0022545771;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)119) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          result[0] += -0.012045634;
        } else {
          result[0] += 0.0027760149;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.012339473;
        } else {
          result[0] += 0.026779821;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69178515673) ) ) {
          result[0] += -0.0018706048;
        } else {
          result[0] += 0.0046995897;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.000282299;
        } else {
          result[0] += 0.006102069;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.29646608233) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
          result[0] += 0.008569439;
        } else {
          result[0] += -0.030556032;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.002614379162) ) ) {
          result[0] += 0.0022834956;
        } else {
          result[0] += -0.018536126;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35667523742) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0069724442;
        } else {
          result[0] += 0.03667913;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.026103804;
        } else {
          result[0] += 0.024932766;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.035252504;
        } else {
          result[0] += -0.005916537;
        }
      } else {
        result[0] += -0.0743896;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.057977438) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84333330393) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61764705181) ) ) {
          result[0] += -0.035334285;
        } else {
          result[0] += 0.008612122;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)942) ) ) {
          result[0] += 0.0021828986;
        } else {
          result[0] += -0.015078383;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)312) ) ) {
        result[0] += -0.0054329312;
      } else {
        result[0] += -0.074876115;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)91) ) ) {
          result[0] += -0.0038001665;
        } else {
          result[0] += -0.00011270554;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0013194298;
        } else {
          result[0] += 0.009180665;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        result[0] += -0.0595168;
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.0027632127;
        } else {
          result[0] += -0.047263052;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          result[0] += -0.0004012205;
        } else {
          result[0] += -0.033492256;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1183770895) ) ) {
          result[0] += 0.0025118;
        } else {
          result[0] += 0.023539688;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.42639160156) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.016136508;
        } else {
          result[0] += -0.004205201;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.47167134285) ) ) {
          result[0] += -0.04307378;
        } else {
          result[0] += 0.0007840958;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      result[0] += -0.00042667627;
    } else {
      result[0] += -0.03148048;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.00850053;
        } else {
          result[0] += 0.0015872171;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += 0.012203267;
        } else {
          result[0] += -0.0013533313;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)466) ) ) {
          result[0] += -0.00038250143;
        } else {
          result[0] += -0.019955551;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
          result[0] += -0.0017316962;
        } else {
          result[0] += 0.017983524;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)555) ) ) {
          result[0] += 0.0020208135;
        } else {
          result[0] += 0.022072857;
        }
      } else {
        result[0] += -0.0140235005;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4375) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
          result[0] += -0.005967641;
        } else {
          result[0] += 0.0041290657;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39381748438) ) ) {
          result[0] += -0.034206863;
        } else {
          result[0] += -0.015006512;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)308) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6448894739) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
          result[0] += -0.039404105;
        } else {
          result[0] += 0.002378636;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += 0.010762925;
        } else {
          result[0] += 0.0004150695;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25062647462) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)322) ) ) {
          result[0] += 0.024766458;
        } else {
          result[0] += 0.0061415187;
        }
      } else {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.0026976883;
        } else {
          result[0] += 0.012534007;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1228981018) ) ) {
          result[0] += -0.053189944;
        } else {
          result[0] += -0.00073395076;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.019053288;
        } else {
          result[0] += -0.06732193;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)15) ) ) {
          result[0] += -0.035635862;
        } else {
          result[0] += -0.001569786;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0108189555;
        } else {
          result[0] += -0.042393968;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
          result[0] += -0.0005042017;
        } else {
          result[0] += -0.015006839;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          result[0] += 0.009833582;
        } else {
          result[0] += 0.00067091914;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
          result[0] += -0.021759326;
        } else {
          result[0] += -0.004451621;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0502015;
        } else {
          result[0] += 0.008093251;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.076915040612) ) ) {
          result[0] += 0.029636845;
        } else {
          result[0] += 0.0032551964;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
          result[0] += -0.014211781;
        } else {
          result[0] += 0.002402165;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82350242138) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          result[0] += 0.011859591;
        } else {
          result[0] += 0.025914902;
        }
      } else {
        result[0] += -0.006894442;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0011894242;
        } else {
          result[0] += 0.002585573;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
          result[0] += 0.009099217;
        } else {
          result[0] += -0.041120484;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003484320594) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.025966913;
        } else {
          result[0] += -0.005949478;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024096384645) ) ) {
          result[0] += 0.027392734;
        } else {
          result[0] += -0.008311196;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)80) ) ) {
          result[0] += 0.00026402072;
        } else {
          result[0] += -0.03440405;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0036496350076) ) ) {
          result[0] += 0.00786822;
        } else {
          result[0] += -0.0041898373;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.0051456327;
        } else {
          result[0] += 0.028275141;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.00054880406;
        } else {
          result[0] += 0.061642136;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)623) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          result[0] += -0.0007327326;
        } else {
          result[0] += 0.005244234;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.071832939982) ) ) {
          result[0] += -0.03902163;
        } else {
          result[0] += 0.01604012;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43341505527) ) ) {
          result[0] += -0.046415087;
        } else {
          result[0] += 0.0050074668;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26841005683) ) ) {
          result[0] += 0.014671805;
        } else {
          result[0] += 0.0025491395;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.049382716417) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.038320966;
        } else {
          result[0] += 0.021992827;
        }
      } else {
        result[0] += 0.00046250093;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04302925989) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.015162537;
        } else {
          result[0] += 0.00783814;
        }
      } else {
        result[0] += 0.014060371;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1752577275) ) ) {
          result[0] += -0.03663323;
        } else {
          result[0] += -0.0053201825;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
          result[0] += 0.01238428;
        } else {
          result[0] += 0.0026534868;
        }
      }
    } else {
      result[0] += -0.059167206;
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
          result[0] += 0.0002069791;
        } else {
          result[0] += 0.011202577;
        }
      } else {
        result[0] += -0.045261633;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.004689597;
        } else {
          result[0] += 0.025329906;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2262) ) ) {
          result[0] += 0.026921464;
        } else {
          result[0] += 0.017364051;
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)245) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436295271) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.01761852;
        } else {
          result[0] += -0.023694424;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
          result[0] += -0.0004331904;
        } else {
          result[0] += 0.0030154465;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2727272511) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          result[0] += -0.0024520901;
        } else {
          result[0] += 0.011568352;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.043079838157) ) ) {
          result[0] += -0.036468055;
        } else {
          result[0] += -0.007740099;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.20444443822) ) ) {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          result[0] += 0.051682573;
        } else {
          result[0] += 0.0058693173;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)619) ) ) {
          result[0] += -0.042298723;
        } else {
          result[0] += -0.00019522735;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.25) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.94230771065) ) ) {
          result[0] += 0.018956896;
        } else {
          result[0] += 0.0010665713;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.076915040612) ) ) {
          result[0] += 0.034440037;
        } else {
          result[0] += 0.017254038;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9682539701) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9583333731) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.002019265;
        } else {
          result[0] += 0.00046719747;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.022655718;
        } else {
          result[0] += 0.007765803;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.15690647066) ) ) {
          result[0] += -0.018987676;
        } else {
          result[0] += 0.0041035134;
        }
      } else {
        result[0] += -0.049371254;
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.89089977741) ) ) {
        result[0] += 0.022144232;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          result[0] += -0.026447756;
        } else {
          result[0] += 0.01671807;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.39065620303) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.30521011353) ) ) {
          result[0] += 0.028410235;
        } else {
          result[0] += 0.0093608;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          result[0] += -0.000772029;
        } else {
          result[0] += 0.016050061;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1752577275) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.032251146;
        } else {
          result[0] += -0.0069859303;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.010602266;
        } else {
          result[0] += -0.002989893;
        }
      }
    } else {
      result[0] += -0.034010563;
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0007161373;
        } else {
          result[0] += -0.0018437281;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.046153847128) ) ) {
          result[0] += 0.0040221605;
        } else {
          result[0] += -0.07257293;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)83) ) ) {
        result[0] += 0.03735093;
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.018006815;
        } else {
          result[0] += 0.007977257;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74626863003) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)386) ) ) {
          result[0] += -0.00071598496;
        } else {
          result[0] += 0.009087773;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.009908552;
        } else {
          result[0] += 0.005356678;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1490) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76388889551) ) ) {
          result[0] += -0.013988289;
        } else {
          result[0] += -0.003942858;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.020666253;
        } else {
          result[0] += 0.011398042;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)371) ) ) {
          result[0] += 0.0020805604;
        } else {
          result[0] += -0.0073704645;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.085853658617) ) ) {
          result[0] += 0.017413596;
        } else {
          result[0] += -0.014856813;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.5199999809) ) ) {
          result[0] += -0.047916822;
        } else {
          result[0] += -0.018608771;
        }
      } else {
        result[0] += 0.012047592;
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
          result[0] += -0.0007350542;
        } else {
          result[0] += 0.01872093;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.009737785;
        } else {
          result[0] += -0.048593372;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
          result[0] += 0.013228509;
        } else {
          result[0] += 0.0022923527;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          result[0] += -0.0033750166;
        } else {
          result[0] += -0.04718925;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          result[0] += 0.030291302;
        } else {
          result[0] += 0.0044538965;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.056143504;
        } else {
          result[0] += 0.028720958;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)144) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.0030143952;
        } else {
          result[0] += 0.004534995;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += 0.023557262;
        } else {
          result[0] += 0.0021091113;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70474755764) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.65812176466) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.00015197517;
        } else {
          result[0] += -0.0030089784;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.00708619;
        } else {
          result[0] += -0.047414202;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025490196422) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.010603337;
        } else {
          result[0] += -0.048273306;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83982682228) ) ) {
          result[0] += 0.021949438;
        } else {
          result[0] += -0.006371414;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.015957446769) ) ) {
          result[0] += 0.009120239;
        } else {
          result[0] += 0.0002774179;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)593) ) ) {
          result[0] += -0.01599558;
        } else {
          result[0] += 0.0026754062;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.055782538;
        } else {
          result[0] += 0.0029911979;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)939) ) ) {
          result[0] += 0.027770022;
        } else {
          result[0] += 0.07228442;
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14478962123) ) ) {
          result[0] += -0.0021871473;
        } else {
          result[0] += 0.0005278142;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5523135066) ) ) {
          result[0] += 0.010137874;
        } else {
          result[0] += 0.00056839304;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)187) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.60056954622) ) ) {
          result[0] += 0.0070190984;
        } else {
          result[0] += -0.010957142;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)3) ) ) {
          result[0] += 0.019063028;
        } else {
          result[0] += -0.0074757473;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          result[0] += -0.0032133372;
        } else {
          result[0] += -0.042520598;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.006425798;
        } else {
          result[0] += -0.039592035;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
        result[0] += -0.057508536;
      } else {
        result[0] += -0.0022497994;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.66926831007) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.63876652718) ) ) {
          result[0] += -0.000453933;
        } else {
          result[0] += 0.010939765;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.012286259;
        } else {
          result[0] += -0.004218837;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67826086283) ) ) {
          result[0] += -0.022521375;
        } else {
          result[0] += -0.0028839684;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.0355698;
        } else {
          result[0] += 0.033783704;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)277) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.023414634168) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.039292414;
        } else {
          result[0] += 0.002706559;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87179487944) ) ) {
          result[0] += -0.044106074;
        } else {
          result[0] += 0.0195568;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)517) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)482) ) ) {
          result[0] += -0.0106789125;
        } else {
          result[0] += -0.067510925;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.008207413;
        } else {
          result[0] += 0.036126237;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12329433113) ) ) {
          result[0] += -0.029326577;
        } else {
          result[0] += 0.004117505;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
          result[0] += -0.0031912387;
        } else {
          result[0] += 0.024272298;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.019402880222) ) ) {
          result[0] += 0.007124804;
        } else {
          result[0] += -0.0016875061;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39381748438) ) ) {
          result[0] += -0.003317726;
        } else {
          result[0] += -0.00014530598;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)403) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
          result[0] += 0.03171772;
        } else {
          result[0] += 0.0030651034;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.4987912178) ) ) {
          result[0] += 0.019338798;
        } else {
          result[0] += -0.007024268;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.10169491172) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20201233029) ) ) {
          result[0] += 0.008258498;
        } else {
          result[0] += -0.010617307;
        }
      } else {
        result[0] += -0.0672661;
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40935888886) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)122) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43341505527) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)113) ) ) {
          result[0] += -0.0039490187;
        } else {
          result[0] += -0.031051988;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7373737097) ) ) {
          result[0] += -0.036807705;
        } else {
          result[0] += 0.012811593;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)621) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.013535886;
        } else {
          result[0] += 0.005081337;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1267) ) ) {
          result[0] += -0.018786797;
        } else {
          result[0] += 0.006105514;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82142859697) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33960345387) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74926829338) ) ) {
          result[0] += 0.011857291;
        } else {
          result[0] += -0.027633736;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
          result[0] += -0.0023231285;
        } else {
          result[0] += 0.00043769;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16376034915) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
          result[0] += -0.0044644442;
        } else {
          result[0] += 0.009657294;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11853858829) ) ) {
          result[0] += -0.010628075;
        } else {
          result[0] += 0.0027528491;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1929115802) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35471972823) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.01151424;
        } else {
          result[0] += 0.033328444;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += 0.00022427631;
        } else {
          result[0] += -0.032413036;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.019402880222) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.16376034915) ) ) {
          result[0] += 0.030943496;
        } else {
          result[0] += 0.0069933594;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.0030365149;
        } else {
          result[0] += -0.078626364;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37465241551) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.013831158;
        } else {
          result[0] += 0.05317666;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36629223824) ) ) {
          result[0] += -0.045628957;
        } else {
          result[0] += 0.00401959;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.00048517785;
        } else {
          result[0] += 0.004440987;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3007975817) ) ) {
          result[0] += 0.05359407;
        } else {
          result[0] += 0.002845462;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5436295271) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02597402595) ) ) {
          result[0] += 0.027180199;
        } else {
          result[0] += 0.0026632084;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)332) ) ) {
          result[0] += 0.0012569127;
        } else {
          result[0] += -0.0030673684;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.0740740299) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
          result[0] += 0.018393978;
        } else {
          result[0] += -0.0017767787;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2000000477) ) ) {
          result[0] += -0.05326882;
        } else {
          result[0] += -0.010494724;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04302925989) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3007149696) ) ) {
          result[0] += 0.0017469263;
        } else {
          result[0] += -0.019667946;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.019218367;
        } else {
          result[0] += -0.003952902;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1766) ) ) {
          result[0] += -0.014572047;
        } else {
          result[0] += 0.011392498;
        }
      } else {
        result[0] += -0.05602652;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)167) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.000555931;
        } else {
          result[0] += -0.0043673567;
        }
      } else {
        if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.009450096;
        } else {
          result[0] += -0.08313159;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
          result[0] += 0.009244882;
        } else {
          result[0] += 0.02637495;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
          result[0] += -0.0016938726;
        } else {
          result[0] += 0.0076953494;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6111111641) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)171) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.02594674;
        } else {
          result[0] += 0.010957065;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.002020274;
        } else {
          result[0] += 0.0036941206;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.777777791) ) ) {
          result[0] += -0.06512882;
        } else {
          result[0] += -0.018410679;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)39) ) ) {
          result[0] += 0.021918463;
        } else {
          result[0] += 0.012373247;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3875) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1032) ) ) {
          result[0] += 0.00046438808;
        } else {
          result[0] += -0.004521243;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)398) ) ) {
          result[0] += 0.009114872;
        } else {
          result[0] += 0.030622123;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)880) ) ) {
          result[0] += -0.012521597;
        } else {
          result[0] += -0.047255386;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)296) ) ) {
          result[0] += 0.00034294574;
        } else {
          result[0] += -0.03462945;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          result[0] += -0.004794367;
        } else {
          result[0] += 0.038926523;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
          result[0] += -0.011280435;
        } else {
          result[0] += -0.035002455;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1062) ) ) {
          result[0] += 0.013425799;
        } else {
          result[0] += 0.005310121;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.008561877;
        } else {
          result[0] += -0.024348365;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4105759263) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27070644498) ) ) {
          result[0] += -0.00023828962;
        } else {
          result[0] += 0.003090211;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += -0.003019579;
        } else {
          result[0] += 0.00478208;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        result[0] += 0.003654421;
      } else {
        result[0] += -0.04196581;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67509108782) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25578337908) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29508990049) ) ) {
          result[0] += 0.023998177;
        } else {
          result[0] += 0.0029574966;
        }
      } else {
        result[0] += 0.033641428;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.011473615;
      } else {
        result[0] += -0.008224557;
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.031496062875) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)684) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.00077585987;
        } else {
          result[0] += -0.024558423;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          result[0] += -0.0067246566;
        } else {
          result[0] += 0.018852498;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.005572611;
        } else {
          result[0] += 0.016881641;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.020005308;
        } else {
          result[0] += -0.06067416;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)420) ) ) {
          result[0] += -0.011555071;
        } else {
          result[0] += 0.014722861;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          result[0] += 0.0041954066;
        } else {
          result[0] += 0.03199141;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
        result[0] += -0.029886251;
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.060606062412) ) ) {
          result[0] += 0.007092467;
        } else {
          result[0] += -0.016424635;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)908) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.0018248887;
        } else {
          result[0] += 0.0011924808;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          result[0] += -0.006663032;
        } else {
          result[0] += 0.0033195112;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.2415163219) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46523201466) ) ) {
          result[0] += -0.004437747;
        } else {
          result[0] += 0.01950192;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += -0.0120280245;
        } else {
          result[0] += 0.005030243;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35667523742) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          result[0] += 0.0070586703;
        } else {
          result[0] += 0.036978465;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)42) ) ) {
          result[0] += -0.07601;
        } else {
          result[0] += -0.003890307;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43341505527) ) ) {
          result[0] += -0.035378207;
        } else {
          result[0] += 0.011176916;
        }
      } else {
        result[0] += -0.06302506;
      }
    }
  }
}

