
#include "header.h"

void predict_unit1(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1349) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.004050492;
            } else {
              result[0] += -0.025826007;
            }
          } else {
            result[0] += -0.041404635;
          }
        } else {
          result[0] += 0.01916808;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.036908813;
            } else {
              result[0] += -0.06175672;
            }
          } else {
            result[0] += 0.0045051193;
          }
        } else {
          result[0] += 0.004530269;
        }
      }
    } else {
      result[0] += 0.023910483;
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
              result[0] += -0.00041839672;
            } else {
              result[0] += 0.02511403;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
              result[0] += -0.006914778;
            } else {
              result[0] += -0.04119931;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
              result[0] += -0.008256675;
            } else {
              result[0] += 0.011518197;
            }
          } else {
            result[0] += -0.023574963;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0064839497;
            } else {
              result[0] += -0.07625209;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += 0.02606066;
            } else {
              result[0] += -0.030230805;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)50) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.018529108;
            } else {
              result[0] += 0.0016524926;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.014256581;
            } else {
              result[0] += -0.0034668508;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.012247834;
            } else {
              result[0] += 5.044368e-05;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.042372372;
            } else {
              result[0] += -0.006994678;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += 0.009270951;
            } else {
              result[0] += -0.008916527;
            }
          } else {
            result[0] += 0.047837667;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.02227523;
            } else {
              result[0] += 0.0078117065;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
              result[0] += 0.026969466;
            } else {
              result[0] += 0.058180165;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
              result[0] += 0.010576455;
            } else {
              result[0] += -0.00819173;
            }
          } else {
            result[0] += -0.019808196;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0068165497;
            } else {
              result[0] += 0.00315267;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
              result[0] += -0.024062572;
            } else {
              result[0] += -0.049781945;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
              result[0] += -0.044250913;
            } else {
              result[0] += -0.09805938;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += 0.009112424;
            } else {
              result[0] += -0.04320046;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0011226255;
            } else {
              result[0] += -0.009802335;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.026039286;
            } else {
              result[0] += 0.026921067;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
            result[0] += 0.05018705;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0008520932;
            } else {
              result[0] += 0.028058385;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += 0.0010671545;
            } else {
              result[0] += 0.031098856;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
              result[0] += -0.020733817;
            } else {
              result[0] += 0.00533159;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016528924927) ) ) {
              result[0] += 0.024733974;
            } else {
              result[0] += 0.0016225893;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
              result[0] += 0.026593206;
            } else {
              result[0] += -0.018924093;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81355929375) ) ) {
              result[0] += -0.010746502;
            } else {
              result[0] += 0.007917243;
            }
          } else {
            result[0] += -0.033107936;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80392158031) ) ) {
            result[0] += -0.01684924;
          } else {
            result[0] += -0.04503044;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.009970698;
            } else {
              result[0] += 0.0019436696;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.021426909;
            } else {
              result[0] += 0.00048645865;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
              result[0] += 0.0112833595;
            } else {
              result[0] += -0.009686237;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0028735632077) ) ) {
              result[0] += -0.01617667;
            } else {
              result[0] += 0.02982078;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
            result[0] += -0.018742641;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
              result[0] += 0.00821057;
            } else {
              result[0] += -0.011623072;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
              result[0] += 0.009513228;
            } else {
              result[0] += 0.025103504;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
              result[0] += 0.038071986;
            } else {
              result[0] += 0.021270579;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011363636702) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.006887713;
            } else {
              result[0] += 0.061227214;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019065777306) ) ) {
              result[0] += -0.10772588;
            } else {
              result[0] += -0.012427303;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            result[0] += -0.056996163;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
              result[0] += 0.009593754;
            } else {
              result[0] += -0.020680137;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017699114978) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.014569463;
            } else {
              result[0] += 0.029913578;
            }
          } else {
            result[0] += -0.0016141266;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.020779220387) ) ) {
            result[0] += -0.03104574;
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.010121601;
            } else {
              result[0] += -0.014578502;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.03152916;
            } else {
              result[0] += -0.017350486;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
              result[0] += -0.0012277592;
            } else {
              result[0] += -0.028140634;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.0073797004;
            } else {
              result[0] += 0.01639477;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.024686612;
            } else {
              result[0] += -0.021836912;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.048586067;
          } else {
            result[0] += 0.00013140008;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.014817788;
            } else {
              result[0] += 0.014701671;
            }
          } else {
            result[0] += -0.044481482;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.007304718;
      } else {
        result[0] += 0.0339168;
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.03504905;
            } else {
              result[0] += 9.957481e-05;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.012890093;
            } else {
              result[0] += -0.006883262;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.05963985;
          } else {
            result[0] += 0.031941462;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0016461391;
            } else {
              result[0] += 0.015082491;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
              result[0] += -0.0384777;
            } else {
              result[0] += 0.024320794;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21428571641) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0015687831;
            } else {
              result[0] += 0.011208603;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.067759685;
            } else {
              result[0] += -0.011819825;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4949) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += 0.03077797;
            } else {
              result[0] += 0.0145455375;
            }
          } else {
            result[0] += 0.0038206845;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.029463625;
            } else {
              result[0] += 0.009250422;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.021933738;
            } else {
              result[0] += 0.008090633;
            }
          }
        }
      } else {
        result[0] += -0.017250305;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
              result[0] += -0.003613632;
            } else {
              result[0] += -0.025093017;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019417475909) ) ) {
              result[0] += 0.011889348;
            } else {
              result[0] += -0.016900463;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.013484544;
            } else {
              result[0] += 0.0014915172;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
              result[0] += 0.008772658;
            } else {
              result[0] += 0.020486232;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 0.010816524;
            } else {
              result[0] += -0.018737353;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.03328709;
            } else {
              result[0] += 0.006318155;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
              result[0] += 0.015846837;
            } else {
              result[0] += 0.0050463155;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += -0.021967148;
            } else {
              result[0] += -0.003067616;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0089686103165) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += 0.018725477;
            } else {
              result[0] += 0.039321106;
            }
          } else {
            result[0] += -0.0073351148;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1000) ) ) {
              result[0] += 0.011379308;
            } else {
              result[0] += -0.0039376942;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0034108963;
            } else {
              result[0] += -0.019117123;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
          result[0] += -0.029231599;
        } else {
          result[0] += 0.0033011262;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.004338249;
            } else {
              result[0] += -0.0008100715;
            }
          } else {
            result[0] += -0.028063519;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
              result[0] += 0.021126477;
            } else {
              result[0] += 0.039783314;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.002971023;
            } else {
              result[0] += 0.025964195;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)34) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            result[0] += -0.022776773;
          } else {
            result[0] += -0.0074157254;
          }
        } else {
          result[0] += -0.03616447;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        result[0] += -0.0012183295;
      } else {
        result[0] += -0.045466628;
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
              result[0] += -0.0020799853;
            } else {
              result[0] += 0.0037314303;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
              result[0] += -0.0020900525;
            } else {
              result[0] += 0.004613147;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
              result[0] += -0.01213229;
            } else {
              result[0] += 0.0011539615;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.045825325;
            } else {
              result[0] += -0.015704615;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
              result[0] += -0.025439525;
            } else {
              result[0] += -0.045031156;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
              result[0] += 0.001395995;
            } else {
              result[0] += 0.010118537;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.009188892;
            } else {
              result[0] += 0.02146429;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1032) ) ) {
              result[0] += 0.0258043;
            } else {
              result[0] += 0.009204373;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)216) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          result[0] += -0.045836475;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.006969304;
            } else {
              result[0] += -0.023070656;
            }
          } else {
            result[0] += -0.03480445;
          }
        }
      } else {
        result[0] += -0.05787493;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
      result[0] += 0.033911053;
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.016992804;
      } else {
        result[0] += -0.0028423942;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
              result[0] += -0.0035418493;
            } else {
              result[0] += 0.004093705;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
              result[0] += -0.019303497;
            } else {
              result[0] += -0.00027297073;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
              result[0] += -0.01831296;
            } else {
              result[0] += -0.0007570091;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
              result[0] += 0.008816632;
            } else {
              result[0] += 0.024106624;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += 0.03316328;
            } else {
              result[0] += 0.014859201;
            }
          } else {
            result[0] += -0.018646887;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.06873246;
            } else {
              result[0] += -0.023654075;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013764625182) ) ) {
              result[0] += 0.00044940677;
            } else {
              result[0] += 0.009143832;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
              result[0] += -0.015518491;
            } else {
              result[0] += -0.059642352;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.004110276;
            } else {
              result[0] += 0.04580279;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
              result[0] += -0.010210943;
            } else {
              result[0] += -0.07061867;
            }
          } else {
            result[0] += 0.02987904;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += 0.012137088;
            } else {
              result[0] += 0.0030809657;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.015748031437) ) ) {
              result[0] += 0.042409915;
            } else {
              result[0] += 0.011259442;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13612565398) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += -0.016030457;
            } else {
              result[0] += 0.0021930188;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
              result[0] += 0.007240032;
            } else {
              result[0] += 0.023589065;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
              result[0] += 0.0015169849;
            } else {
              result[0] += 0.011543944;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += -0.038714707;
            } else {
              result[0] += -0.0059199384;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
              result[0] += 0.016738987;
            } else {
              result[0] += -0.0057586133;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.003787543;
            } else {
              result[0] += 0.011409827;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.011863504;
            } else {
              result[0] += 0.0065988186;
            }
          } else {
            result[0] += 0.019476693;
          }
        } else {
          result[0] += -0.08269586;
        }
      }
    } else {
      result[0] += -0.031225234;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)116) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.002868395;
            } else {
              result[0] += -0.039314277;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += -0.004219871;
            } else {
              result[0] += 0.00440693;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.015215932;
            } else {
              result[0] += -0.005547854;
            }
          } else {
            result[0] += -0.039286327;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.013678895;
            } else {
              result[0] += 0.036123004;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
              result[0] += -0.016674928;
            } else {
              result[0] += 0.041947838;
            }
          }
        } else {
          result[0] += -0.041033708;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.053413875;
        } else {
          result[0] += -0.008570436;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
              result[0] += 0.018426659;
            } else {
              result[0] += -0.021371862;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.011752544;
            } else {
              result[0] += 0.014872043;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.02030424;
            } else {
              result[0] += 0.0076782093;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.029411405;
            } else {
              result[0] += 0.0037823133;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.004105869;
            } else {
              result[0] += -0.010834883;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.009818765;
            } else {
              result[0] += 0.0035064262;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.013422818854) ) ) {
              result[0] += 0.024178589;
            } else {
              result[0] += 0.01139142;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0140089765;
            } else {
              result[0] += -0.008283135;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
          result[0] += -0.048741996;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.00061301177;
            } else {
              result[0] += -0.02710099;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.06867804;
            } else {
              result[0] += -0.011367395;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
        result[0] += 0.041884296;
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
              result[0] += 0.0045405743;
            } else {
              result[0] += 0.016568525;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.022828914;
            } else {
              result[0] += 0.010202673;
            }
          }
        } else {
          result[0] += -0.02309822;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87368422747) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += -0.00076013245;
            } else {
              result[0] += 0.02688475;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.019926285;
            } else {
              result[0] += -0.0017168375;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
            result[0] += 0.0072090547;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)941) ) ) {
              result[0] += 0.022670675;
            } else {
              result[0] += 0.0059231035;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            result[0] += 0.0047907075;
          } else {
            result[0] += 0.037912562;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            result[0] += -0.025176883;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
              result[0] += 0.0145577295;
            } else {
              result[0] += 0.0015264641;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        result[0] += -0.091885164;
      } else {
        result[0] += -0.008235031;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.013422818854) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88764047623) ) ) {
              result[0] += 0.014973729;
            } else {
              result[0] += -0.0120414095;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += 0.022695962;
            } else {
              result[0] += 0.004648029;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += 0.033626776;
            } else {
              result[0] += 0.02070952;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7942122221) ) ) {
              result[0] += -0.0010645922;
            } else {
              result[0] += 0.013023955;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
          result[0] += -0.028116992;
        } else {
          result[0] += 0.0077932896;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
        result[0] += -0.021446768;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          result[0] += -0.007710853;
        } else {
          result[0] += 0.008670918;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
        result[0] += -0.037345838;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.0019611681;
          } else {
            result[0] += -0.009717783;
          }
        } else {
          result[0] += -0.029696098;
        }
      }
    } else {
      result[0] += 0.014645326;
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.011325723;
            } else {
              result[0] += 0.041558873;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
              result[0] += -0.004401538;
            } else {
              result[0] += 0.00076738;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74324321747) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.037480157;
            } else {
              result[0] += 0.01449201;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7446808219) ) ) {
              result[0] += -0.008044455;
            } else {
              result[0] += 0.024163393;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += -0.039184686;
            } else {
              result[0] += 0.009417059;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
              result[0] += 0.009094408;
            } else {
              result[0] += -0.011320972;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
            result[0] += 0.004502341;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.77142858505) ) ) {
              result[0] += 0.010232646;
            } else {
              result[0] += 0.024467582;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84558820724) ) ) {
              result[0] += 0.0150309475;
            } else {
              result[0] += 0.033086658;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
              result[0] += 0.0064273416;
            } else {
              result[0] += 0.013589861;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += -0.0038175688;
            } else {
              result[0] += -0.058645673;
            }
          } else {
            result[0] += 0.024581708;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
          result[0] += -0.03531923;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
            result[0] += -0.021061147;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += -0.0042400793;
            } else {
              result[0] += 0.005855779;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += -0.026800742;
            } else {
              result[0] += -0.0068806666;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0014333711;
            } else {
              result[0] += 0.018149504;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            result[0] += -0.07118591;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89361703396) ) ) {
              result[0] += -0.023126086;
            } else {
              result[0] += 0.00812656;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.007911088;
          } else {
            result[0] += -0.032646574;
          }
        } else {
          result[0] += -0.048845157;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)510) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.00042410925;
            } else {
              result[0] += -0.005562512;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
              result[0] += 0.008793477;
            } else {
              result[0] += 0.026868982;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
              result[0] += -0.005699038;
            } else {
              result[0] += -0.0764747;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
              result[0] += 0.028526902;
            } else {
              result[0] += -0.00321615;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)152) ) ) {
            result[0] += 0.019462628;
          } else {
            result[0] += 0.006825746;
          }
        } else {
          result[0] += 0.032749962;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014388489537) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
              result[0] += 0.016527925;
            } else {
              result[0] += 0.029836679;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += -0.010082588;
            } else {
              result[0] += 0.008527054;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
            result[0] += -0.012760772;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.050000000745) ) ) {
              result[0] += 0.003523891;
            } else {
              result[0] += -0.0073055304;
            }
          }
        }
      } else {
        result[0] += -0.026456261;
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.0227617;
            } else {
              result[0] += 0.00010687703;
            }
          } else {
            result[0] += -0.07144214;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)110) ) ) {
              result[0] += -0.0065760957;
            } else {
              result[0] += 0.012880503;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)205) ) ) {
              result[0] += -0.01384961;
            } else {
              result[0] += -0.0010810876;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.57142859697) ) ) {
              result[0] += 0.00046352303;
            } else {
              result[0] += 0.011951057;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.032188587;
            } else {
              result[0] += 0.011160195;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            result[0] += 0.039606236;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0069939676;
            } else {
              result[0] += 0.024005255;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)189) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
              result[0] += -0.0043398556;
            } else {
              result[0] += 0.0021748205;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.024999222;
            } else {
              result[0] += 0.005958201;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0048661800101) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.01717845;
            } else {
              result[0] += 0.052687492;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
              result[0] += -0.0012024614;
            } else {
              result[0] += 0.005196633;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
              result[0] += -0.026733289;
            } else {
              result[0] += -0.05512738;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
              result[0] += 0.0030238952;
            } else {
              result[0] += -0.050662022;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.006031278;
            } else {
              result[0] += 0.022560075;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.026143212;
            } else {
              result[0] += 0.008163574;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
          result[0] += 0.0045691286;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.056149077;
            } else {
              result[0] += -0.013993831;
            }
          } else {
            result[0] += -0.05766314;
          }
        }
      } else {
        result[0] += 0.012428881;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.0041096243;
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
              result[0] += 0.01699668;
            } else {
              result[0] += 0.038640346;
            }
          } else {
            result[0] += 0.040935595;
          }
        }
      } else {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.01750474;
        } else {
          result[0] += 0.01103904;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.020083128;
          } else {
            result[0] += -0.047035187;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
              result[0] += 0.0017523771;
            } else {
              result[0] += 0.031473864;
            }
          } else {
            result[0] += -0.026764274;
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)900) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            result[0] += 0.025034085;
          } else {
            result[0] += 0.010156356;
          }
        } else {
          result[0] += 0.035850015;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
              result[0] += -0.0021686393;
            } else {
              result[0] += 0.025273174;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.011659589;
            } else {
              result[0] += -0.10236932;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.006607277;
            } else {
              result[0] += 0.03275242;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
              result[0] += -0.014853993;
            } else {
              result[0] += 0.0030306946;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.01374609;
            } else {
              result[0] += 0.0014844298;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)462) ) ) {
              result[0] += 0.0083673885;
            } else {
              result[0] += 0.06285804;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)279) ) ) {
              result[0] += -0.00960943;
            } else {
              result[0] += -0.09111097;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.037714303;
            } else {
              result[0] += -9.717091e-06;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
              result[0] += -0.016845085;
            } else {
              result[0] += -0.0019294657;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
              result[0] += -0.012660471;
            } else {
              result[0] += -0.031913016;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += 0.014005999;
            } else {
              result[0] += -0.003072682;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
              result[0] += 0.0070440024;
            } else {
              result[0] += 0.01742645;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += 0.011093491;
            } else {
              result[0] += 0.020531347;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.01619877;
            } else {
              result[0] += 0.0061652013;
            }
          }
        } else {
          result[0] += -0.026075939;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
          result[0] += 0.001957297;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.023020105;
            } else {
              result[0] += 0.015845975;
            }
          } else {
            result[0] += 0.003895341;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
          result[0] += -0.013209281;
        } else {
          result[0] += 0.0037965965;
        }
      }
    } else {
      result[0] += 0.029467791;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
              result[0] += -0.00046228242;
            } else {
              result[0] += 0.021816906;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
              result[0] += 0.00413709;
            } else {
              result[0] += 0.023840426;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0132794455;
            } else {
              result[0] += -0.0926011;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += -5.7757577e-05;
            } else {
              result[0] += -0.025290221;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.01926899;
            } else {
              result[0] += 0.01864207;
            }
          } else {
            result[0] += 0.038151722;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += 0.01149938;
            } else {
              result[0] += -0.0074507208;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013012362178) ) ) {
              result[0] += -0.0012911123;
            } else {
              result[0] += -0.022744713;
            }
          }
        }
      }
    } else {
      result[0] += -0.056045145;
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.004892075;
            } else {
              result[0] += 0.022998383;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)65) ) ) {
              result[0] += -0.014824562;
            } else {
              result[0] += 0.004256261;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1590) ) ) {
              result[0] += -0.023758054;
            } else {
              result[0] += -0.010762257;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2051) ) ) {
              result[0] += 0.009573201;
            } else {
              result[0] += -0.006124163;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
            result[0] += 0.020155786;
          } else {
            result[0] += 0.03503873;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2455) ) ) {
              result[0] += -0.0049222405;
            } else {
              result[0] += 0.011820671;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.013424577;
            } else {
              result[0] += 0.028878454;
            }
          }
        }
      }
    } else {
      result[0] += -0.023667157;
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.00138841;
            } else {
              result[0] += -0.017826026;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += 0.0025227913;
            } else {
              result[0] += -0.0072093867;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
              result[0] += 0.0070137265;
            } else {
              result[0] += 0.024895022;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.0034839853;
            } else {
              result[0] += -0.029480258;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.009791845;
            } else {
              result[0] += 0.017306328;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.006213554;
            } else {
              result[0] += -0.10923578;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.025443349;
            } else {
              result[0] += -0.02416228;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.07224279;
            } else {
              result[0] += -0.0031896473;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.035963632;
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.019147398;
        } else {
          result[0] += 0.0075648464;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.010822904;
            } else {
              result[0] += 0.039404687;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0042857141234) ) ) {
              result[0] += 0.007064285;
            } else {
              result[0] += -0.0044581294;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            result[0] += 0.02395096;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.025780698;
            } else {
              result[0] += 0.0009743323;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += 0.019434609;
            } else {
              result[0] += -0.00044409276;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.02023583;
            } else {
              result[0] += 0.0038544894;
            }
          }
        } else {
          result[0] += -0.017156268;
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)180) ) ) {
              result[0] += -0.011146097;
            } else {
              result[0] += 0.013720396;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
              result[0] += -0.062476672;
            } else {
              result[0] += -0.017611472;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)147) ) ) {
              result[0] += 0.008236149;
            } else {
              result[0] += 0.03117983;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)170) ) ) {
              result[0] += -0.034282293;
            } else {
              result[0] += -0.0031883225;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
              result[0] += 0.0017905599;
            } else {
              result[0] += 0.024343966;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.018795295;
            } else {
              result[0] += 0.03253339;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0066111474;
            } else {
              result[0] += 0.0227471;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
              result[0] += 0.019376107;
            } else {
              result[0] += 0.06631943;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0010720858;
            } else {
              result[0] += 0.032720774;
            }
          } else {
            result[0] += 0.03480099;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            result[0] += -0.04474264;
          } else {
            result[0] += -0.0027029046;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += 0.01111412;
            } else {
              result[0] += -0.0032141581;
            }
          } else {
            result[0] += 0.043722168;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.002058256;
            } else {
              result[0] += 0.010025977;
            }
          } else {
            result[0] += -0.02951999;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0023968806;
            } else {
              result[0] += -0.035164785;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.021028811;
            } else {
              result[0] += -0.00047054095;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.51086956263) ) ) {
            result[0] += 0.04071225;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0029357832;
            } else {
              result[0] += 0.022058804;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.060205318;
        } else {
          result[0] += 0.008747561;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += -0.0013366801;
            } else {
              result[0] += -0.023400776;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.008045746;
            } else {
              result[0] += 0.03248484;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.015143019;
            } else {
              result[0] += -0.036016546;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0061810613;
            } else {
              result[0] += -0.019581504;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.010236366;
            } else {
              result[0] += 0.008303993;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.07963571;
            } else {
              result[0] += -0.0049777455;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1360) ) ) {
              result[0] += -0.008070727;
            } else {
              result[0] += 0.009577955;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
              result[0] += 0.021447143;
            } else {
              result[0] += -0.003216327;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
              result[0] += 0.0046034018;
            } else {
              result[0] += 0.032816466;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += -0.014651253;
            } else {
              result[0] += 0.021782238;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += -0.0018821023;
            } else {
              result[0] += 0.025965726;
            }
          } else {
            result[0] += 0.0285586;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.05253267;
          } else {
            result[0] += -0.019769263;
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
              result[0] += 0.0031561994;
            } else {
              result[0] += -0.016494839;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0006491956;
            } else {
              result[0] += -0.045010407;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0023152034;
            } else {
              result[0] += -0.0106074205;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.002722795;
            } else {
              result[0] += -0.006515007;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0017652250826) ) ) {
              result[0] += -0.043578323;
            } else {
              result[0] += -0.010579268;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.11639321;
            } else {
              result[0] += -0.018486388;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
              result[0] += 0.008234825;
            } else {
              result[0] += -0.0061875763;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0021066447;
            } else {
              result[0] += -0.08312114;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.0067402557;
            } else {
              result[0] += 0.027346939;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.01582286;
            } else {
              result[0] += 0.005071204;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004554326646) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += -0.008386821;
            } else {
              result[0] += 0.015767056;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += -0.03176374;
            } else {
              result[0] += 0.0008765768;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
              result[0] += -0.029387046;
            } else {
              result[0] += 0.0008991845;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
              result[0] += 0.02038585;
            } else {
              result[0] += -0.0012159094;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
          result[0] += -0.051380802;
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.01478938;
            } else {
              result[0] += 0.00053522317;
            }
          } else {
            result[0] += -0.02067189;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1269) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)759) ) ) {
              result[0] += -0.010555335;
            } else {
              result[0] += 0.016920997;
            }
          } else {
            result[0] += -0.04676724;
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.026991216;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
              result[0] += -0.004245184;
            } else {
              result[0] += -0.021046001;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
            result[0] += 0.0056761447;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1210) ) ) {
              result[0] += -0.011284996;
            } else {
              result[0] += 0.0036681506;
            }
          }
        } else {
          result[0] += 0.024539545;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1286) ) ) {
            result[0] += -0.0110579375;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
              result[0] += 0.021703666;
            } else {
              result[0] += 0.006901284;
            }
          }
        } else {
          result[0] += 0.037309114;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.009489737;
            } else {
              result[0] += -0.006754555;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.027069956;
            } else {
              result[0] += -0.0026240337;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)76) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.02013985;
            } else {
              result[0] += 0.0077821123;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
              result[0] += -0.007957845;
            } else {
              result[0] += 0.00650308;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += -0.03060779;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44444444776) ) ) {
              result[0] += 0.00052185234;
            } else {
              result[0] += 0.005455206;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.14285714924) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0016334135;
            } else {
              result[0] += 0.005336599;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
              result[0] += -0.07153994;
            } else {
              result[0] += -0.013201199;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.013981849;
            } else {
              result[0] += 0.021789374;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)235) ) ) {
              result[0] += -0.02043208;
            } else {
              result[0] += -0.047076996;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
              result[0] += 0.007685475;
            } else {
              result[0] += -0.009331885;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
              result[0] += -0.007217008;
            } else {
              result[0] += -0.031062085;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
            result[0] += 0.031641055;
          } else {
            result[0] += 0.014366626;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
            result[0] += -0.02994947;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
              result[0] += -0.0051158573;
            } else {
              result[0] += 0.0029933825;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.004771285;
            } else {
              result[0] += 0.020938298;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.024323024;
            } else {
              result[0] += 0.006425094;
            }
          }
        } else {
          result[0] += -0.033447053;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1360) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          result[0] += 0.017706128;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
            result[0] += -0.0005267653;
          } else {
            result[0] += 0.014349974;
          }
        }
      } else {
        result[0] += 0.024127582;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.015134401;
          } else {
            result[0] += 0.0013337489;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)35) ) ) {
            result[0] += -0.02150791;
          } else {
            result[0] += 0.0074037276;
          }
        }
      } else {
        result[0] += 0.022024326;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += -0.0014998594;
            } else {
              result[0] += -0.006245009;
            }
          } else {
            result[0] += 0.033377986;
          }
        } else {
          result[0] += 0.033799674;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.029923623;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.021248233;
          } else {
            result[0] += 0.0071951197;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.011275432;
            } else {
              result[0] += -0.013100474;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.018078705;
            } else {
              result[0] += 0.0036310211;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
            result[0] += -0.061601337;
          } else {
            result[0] += 0.0015482724;
          }
        }
      } else {
        result[0] += -0.047526553;
      }
    }
  } else {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += 0.0033114664;
            } else {
              result[0] += -0.006233363;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += -0.030973231;
            } else {
              result[0] += -0.007567357;
            }
          }
        } else {
          result[0] += -0.043105636;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += 0.017892076;
            } else {
              result[0] += 0.004095116;
            }
          } else {
            result[0] += -0.024420124;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0076923076995) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.02488963;
            } else {
              result[0] += -0.0064640525;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += -0.008070589;
            } else {
              result[0] += 0.0028788398;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
            result[0] += 0.0064405273;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.05221913;
            } else {
              result[0] += 0.024882909;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += 0.015478968;
            } else {
              result[0] += -0.016970864;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.012796699;
            } else {
              result[0] += 0.029674465;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)231) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
              result[0] += 0.0028310583;
            } else {
              result[0] += 0.02086484;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.009561999;
            } else {
              result[0] += -0.04168174;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.013964218;
            } else {
              result[0] += -0.0014928901;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.051108222;
            } else {
              result[0] += 0.010153725;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084626235068) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.0087364;
            } else {
              result[0] += -0.03060464;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.004287852;
            } else {
              result[0] += 0.018221112;
            }
          }
        } else {
          result[0] += 0.020582456;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += -0.005095421;
        } else {
          result[0] += -0.048239388;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.008403181;
            } else {
              result[0] += -0.040630996;
            }
          } else {
            result[0] += 0.024439976;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            result[0] += -0.040398415;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0036151689;
            } else {
              result[0] += -0.029251412;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.040302202;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.0005299872;
            } else {
              result[0] += 0.023393018;
            }
          } else {
            result[0] += -0.0075044893;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.001145901;
            } else {
              result[0] += -0.015496734;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
              result[0] += 0.009437559;
            } else {
              result[0] += -0.020764062;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.052223083;
            } else {
              result[0] += -0.029652685;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0002529551;
            } else {
              result[0] += -0.014766551;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += 0.03731593;
        } else {
          result[0] += 0.017438048;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += -0.02227965;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            result[0] += -0.06346954;
          } else {
            result[0] += -0.030636087;
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += 0.04539568;
            } else {
              result[0] += -0.0024063976;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.07500654;
            } else {
              result[0] += 0.0020362027;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.01908578;
            } else {
              result[0] += -0.02544496;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
              result[0] += -0.006643624;
            } else {
              result[0] += 0.0038168505;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)691) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
              result[0] += -0.0029139498;
            } else {
              result[0] += 0.015055627;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += -0.02702663;
            } else {
              result[0] += -0.001805201;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
              result[0] += 0.0009066988;
            } else {
              result[0] += 0.013503577;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.010122888;
            } else {
              result[0] += 0.0015933635;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.024864865467) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1587) ) ) {
              result[0] += 0.0073696324;
            } else {
              result[0] += 0.025567854;
            }
          } else {
            result[0] += 0.0340906;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.22901757061) ) ) {
              result[0] += -0.00486038;
            } else {
              result[0] += 0.019026807;
            }
          } else {
            result[0] += 0.016417885;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.009637749;
            } else {
              result[0] += -0.09117817;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += 0.010919525;
            } else {
              result[0] += -0.02354454;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
            result[0] += 0.038497724;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += -0.057828452;
            } else {
              result[0] += -0.028292416;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
              result[0] += 0.009907167;
            } else {
              result[0] += 0.050556272;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.009784086;
            } else {
              result[0] += -0.0097203655;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.0031299058;
            } else {
              result[0] += -0.04943688;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.012313432;
            } else {
              result[0] += 0.0068944194;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
          result[0] += -0.005466535;
        } else {
          result[0] += -0.03656944;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          result[0] += -0.000252784;
        } else {
          result[0] += 0.009267422;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.027825484;
            } else {
              result[0] += 0.010440338;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
              result[0] += -0.00073371;
            } else {
              result[0] += 0.012711917;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75471699238) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
              result[0] += -0.039248664;
            } else {
              result[0] += 0.002765835;
            }
          } else {
            result[0] += 0.015826112;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          result[0] += 0.022503974;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += -0.018176075;
            } else {
              result[0] += 0.0020890438;
            }
          } else {
            result[0] += -0.025803054;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
              result[0] += -0.016421909;
            } else {
              result[0] += 0.0025990845;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -2.3086055e-05;
            } else {
              result[0] += -0.0053311293;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
              result[0] += -0.0016056964;
            } else {
              result[0] += -0.030720828;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += 0.0032500047;
            } else {
              result[0] += -0.04812539;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.010695396;
            } else {
              result[0] += 0.005451136;
            }
          } else {
            result[0] += -0.037789896;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)5) ) ) {
              result[0] += 0.021106655;
            } else {
              result[0] += 0.0033648803;
            }
          } else {
            result[0] += -0.031414837;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)625) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
              result[0] += 0.034101844;
            } else {
              result[0] += -0.0012687959;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0040139053;
            } else {
              result[0] += 0.020539187;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.037072077;
            } else {
              result[0] += -0.003426451;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.0018051866;
            } else {
              result[0] += -0.032267805;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.013060105;
            } else {
              result[0] += 0.03733847;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.017132048;
            } else {
              result[0] += 0.0009845985;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)26) ) ) {
              result[0] += 0.020039095;
            } else {
              result[0] += 0.003442614;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)7633) ) ) {
              result[0] += -0.0070502027;
            } else {
              result[0] += 0.012131117;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.0028836082;
            } else {
              result[0] += 0.026122456;
            }
          } else {
            result[0] += -0.041058164;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += -0.007198803;
            } else {
              result[0] += -0.04186411;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.019015739;
            } else {
              result[0] += -0.0073861885;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += -0.004721595;
            } else {
              result[0] += 0.017434083;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.054517593;
            } else {
              result[0] += 0.0015164657;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)462) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.03884011;
            } else {
              result[0] += 0.008113748;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.02764829;
            } else {
              result[0] += 0.06138424;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
        result[0] += -0.01833872;
      } else {
        result[0] += -0.06613614;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
              result[0] += -0.004083245;
            } else {
              result[0] += -0.03433243;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += 0.037415706;
            } else {
              result[0] += -0.00016034993;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            result[0] += 0.03522226;
          } else {
            result[0] += 0.012304669;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)215) ) ) {
              result[0] += -0.020719202;
            } else {
              result[0] += 0.008180483;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.033328097;
            } else {
              result[0] += -0.001856946;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
              result[0] += 0.0004926156;
            } else {
              result[0] += 0.013782426;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
              result[0] += -0.023563642;
            } else {
              result[0] += 0.0026168355;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.064462810755) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045714285225) ) ) {
              result[0] += 0.0023740474;
            } else {
              result[0] += 0.021011477;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += 0.032191772;
            } else {
              result[0] += 0.008222886;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.0034854363;
            } else {
              result[0] += 0.014409793;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.016245747;
            } else {
              result[0] += 0.00015944037;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.077777780592) ) ) {
            result[0] += -0.06467184;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.10920771211) ) ) {
              result[0] += -0.0002645913;
            } else {
              result[0] += -0.022017794;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.070917367935) ) ) {
            result[0] += -0.013274825;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
              result[0] += 0.00509423;
            } else {
              result[0] += 0.0149506135;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74324321747) ) ) {
              result[0] += 0.0053449357;
            } else {
              result[0] += -0.007116854;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.011656678;
            } else {
              result[0] += 0.0013528662;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
            result[0] += -0.031371858;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.01420057;
            } else {
              result[0] += 0.015679026;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
              result[0] += 0.025599018;
            } else {
              result[0] += 0.012873793;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.010319094;
            } else {
              result[0] += 0.012941315;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.0048128744;
            } else {
              result[0] += 0.038233597;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.033900835;
            } else {
              result[0] += -0.00181097;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011711125262) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
            result[0] += -0.03472241;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
              result[0] += 0.022812245;
            } else {
              result[0] += -0.0061641405;
            }
          }
        } else {
          result[0] += -0.03271715;
        }
      } else {
        result[0] += -0.04222153;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
              result[0] += -0.0050812666;
            } else {
              result[0] += 0.016172703;
            }
          } else {
            result[0] += 0.028302783;
          }
        } else {
          result[0] += -0.040473495;
        }
      } else {
        result[0] += 0.025819113;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)96) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += -0.0030332124;
            } else {
              result[0] += 0.009745867;
            }
          } else {
            result[0] += 0.013363132;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
            result[0] += 0.042422514;
          } else {
            result[0] += 0.019095158;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.00065089116;
            } else {
              result[0] += -0.0073883287;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.01909874;
            } else {
              result[0] += 0.00067993166;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += -0.0077425553;
            } else {
              result[0] += -0.034856077;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0059435362928) ) ) {
              result[0] += -0.0015741764;
            } else {
              result[0] += 0.009334121;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
          result[0] += 1.9523413e-05;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.02434938;
            } else {
              result[0] += 0.014069532;
            }
          } else {
            result[0] += 0.0053871283;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
          result[0] += -0.020232847;
        } else {
          result[0] += 0.014628889;
        }
      }
    } else {
      result[0] += 0.026131937;
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0007581291;
            } else {
              result[0] += 0.018899022;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.03832109;
            } else {
              result[0] += 0.00024619777;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.03384691;
            } else {
              result[0] += 0.00087801006;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.0005494229;
            } else {
              result[0] += 0.012515838;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0010602267;
            } else {
              result[0] += -0.019859465;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.09031141;
            } else {
              result[0] += 0.024478463;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
              result[0] += 0.025840495;
            } else {
              result[0] += -0.004442679;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
              result[0] += -0.02824744;
            } else {
              result[0] += 0.0029071134;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)216) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
            result[0] += 0.0014292245;
          } else {
            result[0] += -0.05008318;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            result[0] += 0.013253418;
          } else {
            result[0] += -0.006903241;
          }
        }
      } else {
        result[0] += -0.046997365;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += 0.0038717245;
            } else {
              result[0] += -0.025476007;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)4588) ) ) {
              result[0] += -0.052312065;
            } else {
              result[0] += 0.0039265524;
            }
          }
        } else {
          result[0] += -0.02336199;
        }
      } else {
        result[0] += 0.03592202;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.03125) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.010066086;
            } else {
              result[0] += -0.013184862;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0152597595;
            } else {
              result[0] += 0.00095441483;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.052268393;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
              result[0] += -0.01583094;
            } else {
              result[0] += 0.0015388166;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3289) ) ) {
              result[0] += 0.0067840116;
            } else {
              result[0] += 0.017204726;
            }
          } else {
            result[0] += 0.034022354;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
            result[0] += -0.0032965299;
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)91) ) ) {
              result[0] += -0.027017144;
            } else {
              result[0] += -0.008790889;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)6) ) ) {
              result[0] += 0.00071150146;
            } else {
              result[0] += -0.015816227;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0038948965;
            } else {
              result[0] += -0.030474082;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += -0.0006752797;
            } else {
              result[0] += -0.035814945;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
              result[0] += 0.01749565;
            } else {
              result[0] += -0.0034630254;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.04563424;
          } else {
            result[0] += 0.004193638;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
            result[0] += -0.028083583;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
              result[0] += 0.0065979357;
            } else {
              result[0] += -0.0037823373;
            }
          }
        }
      }
    } else {
      result[0] += 0.037374057;
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += 0.014707926;
            } else {
              result[0] += -0.0076420642;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.026338661;
            } else {
              result[0] += 0.04660698;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.022883235;
            } else {
              result[0] += -0.011389654;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.022838207;
            } else {
              result[0] += 0.0014212938;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0089820362628) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.013296539;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.053678613;
            } else {
              result[0] += 0.013909089;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
            result[0] += 0.011246612;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
              result[0] += -0.014012912;
            } else {
              result[0] += 0.0057839607;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.024093132;
        } else {
          result[0] += 0.0045314603;
        }
      } else {
        result[0] += -0.055714216;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
            result[0] += 0.020905914;
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.017079545;
            } else {
              result[0] += 0.0011292398;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            result[0] += 0.026505811;
          } else {
            result[0] += 0.0019094357;
          }
        }
      } else {
        result[0] += -0.048626427;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81904762983) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += -0.0014589819;
            } else {
              result[0] += -0.011649354;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.010841408;
            } else {
              result[0] += 0.0005664516;
            }
          }
        } else {
          result[0] += -0.043687504;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84810125828) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += 0.018077511;
            } else {
              result[0] += -0.004686604;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += -0.041346133;
            } else {
              result[0] += 0.004451534;
            }
          }
        } else {
          result[0] += -0.036783576;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += 0.0011984181;
            } else {
              result[0] += -0.023698734;
            }
          } else {
            result[0] += 0.04161526;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0016733475;
            } else {
              result[0] += -0.07150904;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0006972828;
            } else {
              result[0] += -0.027444128;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0085714282468) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += 0.005133484;
            } else {
              result[0] += -0.025166718;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.06891506;
            } else {
              result[0] += -0.007733309;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.013100436889) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += 0.037453096;
            } else {
              result[0] += 0.0012662195;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.0059352936;
            } else {
              result[0] += 0.028341616;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
            result[0] += 0.0030300536;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
              result[0] += -0.024858115;
            } else {
              result[0] += 0.002380452;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.056025370955) ) ) {
            result[0] += 0.010348895;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += -0.002032943;
            } else {
              result[0] += -0.010622919;
            }
          }
        }
      } else {
        result[0] += -0.055545915;
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019230769947) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011290322989) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010607521981) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0031657652;
            } else {
              result[0] += 0.005066981;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)76) ) ) {
              result[0] += 0.0032717555;
            } else {
              result[0] += -0.00044211443;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
              result[0] += 0.005543097;
            } else {
              result[0] += 0.018117554;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
              result[0] += -0.02015133;
            } else {
              result[0] += 0.0015195961;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          result[0] += -0.0607598;
        } else {
          result[0] += -0.0006392999;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)177) ) ) {
            result[0] += 0.04937247;
          } else {
            result[0] += 0.007538845;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014925372787) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.012053468;
            } else {
              result[0] += -0.023714392;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0074308836;
            } else {
              result[0] += 0.022873951;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.009519084;
            } else {
              result[0] += 0.012951135;
            }
          } else {
            result[0] += -0.018860772;
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
              result[0] += 0.004523413;
            } else {
              result[0] += -0.007265936;
            }
          } else {
            result[0] += 0.01392467;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.007132637;
            } else {
              result[0] += 0.013991258;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043643262237) ) ) {
              result[0] += 0.014707983;
            } else {
              result[0] += 0.026691912;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.037085231394) ) ) {
              result[0] += -0.059295744;
            } else {
              result[0] += -0.017529799;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.008729126;
            } else {
              result[0] += -0.024334727;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += 0.01484648;
            } else {
              result[0] += -0.0062496928;
            }
          } else {
            result[0] += 0.045352988;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04033832252) ) ) {
              result[0] += -0.0015933873;
            } else {
              result[0] += -0.02845234;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
              result[0] += 0.017784636;
            } else {
              result[0] += 0.0043112976;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.042016807944) ) ) {
              result[0] += -0.0074363663;
            } else {
              result[0] += -0.027409747;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.008912919;
            } else {
              result[0] += 0.017209759;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
            result[0] += -0.031605385;
          } else {
            result[0] += -0.06355814;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.005855562631) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
              result[0] += -0.007434655;
            } else {
              result[0] += 0.0025225487;
            }
          } else {
            result[0] += -0.020827023;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.0006034634;
          } else {
            result[0] += 0.019938178;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.039389107;
            } else {
              result[0] += -0.010106086;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.640625) ) ) {
              result[0] += 0.019533161;
            } else {
              result[0] += -0.0006112596;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
              result[0] += 0.02110309;
            } else {
              result[0] += -0.00457968;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += -0.0033881557;
            } else {
              result[0] += 0.0037843806;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0066225165501) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.002210095;
            } else {
              result[0] += 0.010998811;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
              result[0] += 0.017532164;
            } else {
              result[0] += -0.007835321;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.53939396143) ) ) {
            result[0] += -0.046624772;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.004502211;
            } else {
              result[0] += -0.015566072;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
              result[0] += -0.006372612;
            } else {
              result[0] += -0.021147992;
            }
          } else {
            result[0] += 0.04663036;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.0040516523;
          } else {
            result[0] += -0.04972547;
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += 0.04048265;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
              result[0] += -0.0039207255;
            } else {
              result[0] += -0.028719068;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)287) ) ) {
              result[0] += 0.0067116744;
            } else {
              result[0] += 0.018388055;
            }
          } else {
            result[0] += -0.01843516;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += 0.0041585243;
            } else {
              result[0] += -0.01279078;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
              result[0] += -0.03857801;
            } else {
              result[0] += -0.012116897;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)642) ) ) {
              result[0] += 0.03630748;
            } else {
              result[0] += 0.008742875;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.004747772;
            } else {
              result[0] += -0.017351896;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            result[0] += 0.014977607;
          } else {
            result[0] += 0.02782175;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
            result[0] += -0.002716299;
          } else {
            result[0] += 0.01965331;
          }
        }
      }
    } else {
      result[0] += -0.031238457;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0019678602;
            } else {
              result[0] += -0.007832333;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.026412731;
            } else {
              result[0] += -0.0019335035;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.02133379;
            } else {
              result[0] += -0.03847633;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0060235984;
            } else {
              result[0] += -0.02055995;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.04349306;
            } else {
              result[0] += -0.02880682;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0074213706;
            } else {
              result[0] += 0.063216746;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0013800318;
            } else {
              result[0] += 0.032328352;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
              result[0] += 0.04650515;
            } else {
              result[0] += -0.0034187068;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0031766598;
            } else {
              result[0] += 0.020863632;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
              result[0] += -0.0096802255;
            } else {
              result[0] += -0.000492577;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016018306836) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0007789976;
            } else {
              result[0] += 0.020055978;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.020851677;
            } else {
              result[0] += -0.07787283;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += -0.018728187;
            } else {
              result[0] += -0.0021830497;
            }
          } else {
            result[0] += 0.009160812;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += 0.0025210306;
            } else {
              result[0] += 0.014802291;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
              result[0] += -0.050947227;
            } else {
              result[0] += 0.018438062;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
              result[0] += 0.020094115;
            } else {
              result[0] += 0.0012521386;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
              result[0] += -0.001496158;
            } else {
              result[0] += 0.007837766;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
            result[0] += -0.026279518;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)144) ) ) {
              result[0] += -0.00063034805;
            } else {
              result[0] += 0.010588769;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.03146449;
            } else {
              result[0] += 0.019998468;
            }
          } else {
            result[0] += 0.009962375;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.015438992;
            } else {
              result[0] += -0.001700427;
            }
          } else {
            result[0] += 0.009431861;
          }
        }
      }
    } else {
      result[0] += -0.018246893;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.010264767;
            } else {
              result[0] += -0.025929853;
            }
          } else {
            result[0] += 0.004578922;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.054738678;
          } else {
            result[0] += -0.0011086258;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.42857143283) ) ) {
            result[0] += 0.0065132654;
          } else {
            result[0] += 0.032082293;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.68421053886) ) ) {
              result[0] += -0.0072456053;
            } else {
              result[0] += -0.051396098;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.011992973;
            } else {
              result[0] += 0.006887847;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.48587569594) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.060606062412) ) ) {
            result[0] += 0.01842562;
          } else {
            result[0] += -0.022534018;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            result[0] += 0.037013896;
          } else {
            result[0] += 0.01224265;
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0016335121;
            } else {
              result[0] += 0.003772864;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.03614578;
            } else {
              result[0] += -0.0042392234;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            result[0] += 0.02879009;
          } else {
            result[0] += 0.0063775675;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02234636806) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.01406488;
            } else {
              result[0] += 0.0018891416;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.007869388;
            } else {
              result[0] += 0.039692942;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.0049699284;
            } else {
              result[0] += -0.030269448;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
              result[0] += 0.011060568;
            } else {
              result[0] += -0.003760852;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.010886309;
          } else {
            result[0] += 0.052848864;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
              result[0] += 0.0033520074;
            } else {
              result[0] += 0.018045519;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.016599907;
            } else {
              result[0] += 0.000634929;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.032258063555) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.012354361;
            } else {
              result[0] += -0.0003751841;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)114) ) ) {
              result[0] += -0.038291525;
            } else {
              result[0] += -0.011106882;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1117) ) ) {
            result[0] += 0.0038522617;
          } else {
            result[0] += 0.019581376;
          }
        }
      } else {
        result[0] += -0.03767016;
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.00034741822;
            } else {
              result[0] += 0.007664428;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1000) ) ) {
              result[0] += 0.011842398;
            } else {
              result[0] += -0.020255296;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
              result[0] += 0.017664013;
            } else {
              result[0] += 0.0041922363;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
              result[0] += -0.0129334675;
            } else {
              result[0] += 0.0018678358;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)216) ) ) {
              result[0] += -0.0018432345;
            } else {
              result[0] += -0.04565845;
            }
          } else {
            result[0] += -0.046356425;
          }
        } else {
          if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0037330657;
            } else {
              result[0] += -0.00569768;
            }
          } else {
            result[0] += 0.018581634;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += 0.038802765;
      } else {
        result[0] += 0.0089822365;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          result[0] += 0.025911942;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
            result[0] += 0.0046601477;
          } else {
            result[0] += -0.008447409;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0071334564;
            } else {
              result[0] += -0.05583396;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.029931715;
            } else {
              result[0] += 0.0047440925;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            result[0] += -0.09574997;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += 0.01594498;
            } else {
              result[0] += -0.02296786;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.011437393;
            } else {
              result[0] += 0.046381917;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.015903827;
            } else {
              result[0] += 0.010885029;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.008393974;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)129) ) ) {
              result[0] += 0.045305543;
            } else {
              result[0] += 0.02255371;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0055353427;
            } else {
              result[0] += 0.004804437;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.014094385;
            } else {
              result[0] += -0.081278495;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.028353965;
            } else {
              result[0] += 0.00603866;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0044880826;
            } else {
              result[0] += -0.012317269;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.012242213;
            } else {
              result[0] += 0.012160334;
            }
          } else {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.03683851;
            } else {
              result[0] += 0.0015434747;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += 0.008536036;
            } else {
              result[0] += -0.022848232;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
              result[0] += 0.022416528;
            } else {
              result[0] += 0.010918283;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.04482833;
        } else {
          result[0] += -0.00041699837;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
        result[0] += 0.026861554;
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += -0.000661095;
            } else {
              result[0] += -0.011331974;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
              result[0] += 0.012043487;
            } else {
              result[0] += 0.00080875325;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += -0.0039176713;
            } else {
              result[0] += -0.025957823;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0024632497;
            } else {
              result[0] += -0.037352983;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0016452773;
            } else {
              result[0] += -0.011739605;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
              result[0] += -0.016610598;
            } else {
              result[0] += 0.0006989007;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091407680884) ) ) {
              result[0] += 0.030546853;
            } else {
              result[0] += 0.012036142;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0041753654368) ) ) {
              result[0] += 0.0032283943;
            } else {
              result[0] += -0.04819133;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          result[0] += 0.03391311;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)73) ) ) {
            result[0] += -0.05707593;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += 0.016549654;
            } else {
              result[0] += -0.01241251;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0070471778;
            } else {
              result[0] += -0.014555953;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.03519463;
            } else {
              result[0] += 0.009639998;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
            result[0] += -0.047314413;
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.008398477;
            } else {
              result[0] += 0.00076921453;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          result[0] += 0.049636636;
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.029689888;
            } else {
              result[0] += 0.008370598;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.003756276;
            } else {
              result[0] += -0.015868125;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)231) ) ) {
              result[0] += 2.4348372e-05;
            } else {
              result[0] += -0.009133445;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.009978789;
            } else {
              result[0] += 0.0021682382;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += 0.022076068;
            } else {
              result[0] += -0.018026987;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += 0.015057138;
            } else {
              result[0] += -0.004523544;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.011723864;
            } else {
              result[0] += -0.020264426;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
              result[0] += -0.019343505;
            } else {
              result[0] += -0.0012112594;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.02291604;
            } else {
              result[0] += 0.046831306;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.006834063;
            } else {
              result[0] += 0.018292407;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.018903827;
            } else {
              result[0] += 0.0065577687;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.062213242;
            } else {
              result[0] += -0.0034511604;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.014705739;
            } else {
              result[0] += -0.06274944;
            }
          } else {
            result[0] += -0.11150076;
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0044568903;
            } else {
              result[0] += -0.011693353;
            }
          } else {
            result[0] += 0.016829437;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.00582602;
          } else {
            result[0] += -0.026390899;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.008043634;
            } else {
              result[0] += 0.03850928;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.002637841;
            } else {
              result[0] += 0.028458914;
            }
          }
        } else {
          result[0] += -0.018080017;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += 0.05303467;
        } else {
          result[0] += 0.011418236;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.0043470897;
            } else {
              result[0] += -0.014012297;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.043331694;
            } else {
              result[0] += -0.0020984611;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.024232496;
            } else {
              result[0] += -0.004707985;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.00048280056;
            } else {
              result[0] += 0.01451879;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
            result[0] += 0.009359765;
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.02623233;
            } else {
              result[0] += 0.048966717;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            result[0] += -0.032917853;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += -0.009194045;
            } else {
              result[0] += 0.00297537;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80303031206) ) ) {
              result[0] += -0.007910496;
            } else {
              result[0] += 0.0040560835;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += 0.0031223958;
            } else {
              result[0] += -0.011086146;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.004665406;
            } else {
              result[0] += 0.020828241;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
              result[0] += -0.029523596;
            } else {
              result[0] += -0.00039923756;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.004333669;
            } else {
              result[0] += 0.037975796;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.00083770166;
            } else {
              result[0] += 0.007977092;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047169812024) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.026748303;
            } else {
              result[0] += -0.06967531;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.019953778;
            } else {
              result[0] += 0.001314688;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        result[0] += -0.037767723;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)157) ) ) {
              result[0] += 0.02682299;
            } else {
              result[0] += 0.00217274;
            }
          } else {
            result[0] += -0.012157402;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
            result[0] += -0.038220044;
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)25) ) ) {
              result[0] += 0.0030294887;
            } else {
              result[0] += -0.027218077;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)999) ) ) {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.029072393;
      } else {
        result[0] += 0.013665177;
      }
    } else {
      result[0] += 0.007277738;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += -0.006797424;
            } else {
              result[0] += -0.029724786;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
              result[0] += -0.006116652;
            } else {
              result[0] += 0.009760699;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.03102313;
          } else {
            result[0] += -0.0030920955;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.012998971;
            } else {
              result[0] += 0.0058697998;
            }
          } else {
            result[0] += 0.03537829;
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
              result[0] += -0.0006385289;
            } else {
              result[0] += 0.005531631;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.042968795;
            } else {
              result[0] += -0.007497906;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.03295204;
        } else {
          result[0] += 0.016239472;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
          result[0] += 0.016176905;
        } else {
          result[0] += -0.0066323476;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
            result[0] += -0.020046642;
          } else {
            result[0] += 0.0027010012;
          }
        } else {
          result[0] += -0.019850062;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.02587696;
            } else {
              result[0] += -0.0021189414;
            }
          } else {
            result[0] += 0.04466291;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            result[0] += -0.06362467;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
              result[0] += -0.0039469493;
            } else {
              result[0] += 0.005529487;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.014797642;
        } else {
          result[0] += 0.047304284;
        }
      } else {
        result[0] += -0.011759247;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
              result[0] += -0.0041463696;
            } else {
              result[0] += 0.004328855;
            }
          } else {
            result[0] += -0.04325928;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            result[0] += 0.031893484;
          } else {
            result[0] += 0.0033715533;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.04975171;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.03025305;
            } else {
              result[0] += -0.010649146;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.01840828;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
              result[0] += -0.00037023734;
            } else {
              result[0] += -0.023055246;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.011242069;
      } else {
        result[0] += 0.029818064;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
              result[0] += 0.00071079936;
            } else {
              result[0] += -0.009679466;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.011361;
            } else {
              result[0] += -0.03978874;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.028360864;
            } else {
              result[0] += -0.0006893408;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.003761882;
            } else {
              result[0] += -0.0036982805;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)167) ) ) {
              result[0] += 0.050975896;
            } else {
              result[0] += 0.029591313;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
              result[0] += 0.009716037;
            } else {
              result[0] += -0.00664054;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0086058517918) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
              result[0] += 0.009668626;
            } else {
              result[0] += -0.00071768457;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.04033832252) ) ) {
              result[0] += 0.029717399;
            } else {
              result[0] += 0.008520075;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            result[0] += 0.028207576;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.10204081982) ) ) {
              result[0] += -0.008512731;
            } else {
              result[0] += 0.012731688;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047169812024) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045714285225) ) ) {
              result[0] += -0.017453259;
            } else {
              result[0] += -0.0667363;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11428571492) ) ) {
              result[0] += -0.0030599274;
            } else {
              result[0] += -0.031367663;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)56) ) ) {
              result[0] += 0.008963642;
            } else {
              result[0] += -0.003498216;
            }
          } else {
            result[0] += 0.02199211;
          }
        } else {
          result[0] += 0.030676527;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
              result[0] += 0.0002155778;
            } else {
              result[0] += -0.0326718;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.010806592;
            } else {
              result[0] += -0.0008662198;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += -0.0093556745;
            } else {
              result[0] += 0.007926833;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.007940495;
            } else {
              result[0] += -0.04219852;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
              result[0] += 0.012982343;
            } else {
              result[0] += -0.00041622933;
            }
          } else {
            result[0] += -0.0062502655;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.022917643;
          } else {
            result[0] += 0.011031498;
          }
        }
      }
    } else {
      result[0] += -0.028372763;
    }
  } else {
    result[0] += 0.033675503;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
      result[0] += -0.022266202;
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += -0.0399862;
            } else {
              result[0] += -0.003090259;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.030919982;
            } else {
              result[0] += 0.004592257;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.03988994;
            } else {
              result[0] += 0.0014826544;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.0028134065;
            } else {
              result[0] += 0.016910654;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            result[0] += 0.059535403;
          } else {
            result[0] += 0.023382736;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.015731249;
          } else {
            result[0] += -0.0054597696;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
              result[0] += -0.00020329042;
            } else {
              result[0] += 0.028899593;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.01584681;
            } else {
              result[0] += -0.001180166;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72727274895) ) ) {
              result[0] += 0.011367318;
            } else {
              result[0] += 0.026946852;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
              result[0] += 0.01645436;
            } else {
              result[0] += -0.026620228;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += -0.011658191;
            } else {
              result[0] += -0.04381357;
            }
          } else {
            result[0] += 0.015195391;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85714286566) ) ) {
              result[0] += 0.001361743;
            } else {
              result[0] += -0.015564746;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.015075341;
            } else {
              result[0] += -0.021511162;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.0038659142;
            } else {
              result[0] += 0.016483782;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
              result[0] += -0.024289617;
            } else {
              result[0] += 0.00813784;
            }
          }
        } else {
          result[0] += -0.013144652;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
            result[0] += 0.027494162;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.021391256;
            } else {
              result[0] += 0.009442892;
            }
          }
        } else {
          result[0] += 0.013730414;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          result[0] += -0.023749908;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.00804444;
            } else {
              result[0] += -0.022476396;
            }
          } else {
            result[0] += 0.025237981;
          }
        }
      } else {
        result[0] += -0.040965524;
      }
    } else {
      result[0] += -0.042884555;
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2787) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
              result[0] += -0.0007865183;
            } else {
              result[0] += -0.0034600038;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += -0.0023075803;
            } else {
              result[0] += 0.012188061;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 0.02891087;
            } else {
              result[0] += 0.0053036306;
            }
          } else {
            result[0] += 0.027578628;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0179715;
            } else {
              result[0] += 0.050112117;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.008629293;
            } else {
              result[0] += 0.002315677;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -0.0046669072;
            } else {
              result[0] += 0.010032197;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.013353976;
            } else {
              result[0] += -0.00031523802;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.009562633;
            } else {
              result[0] += 0.04332827;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.01662014;
            } else {
              result[0] += 0.0031835926;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.046145417;
            } else {
              result[0] += 0.017051186;
            }
          } else {
            result[0] += -0.0014360317;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
          result[0] += 0.0060405466;
        } else {
          result[0] += -0.052158143;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.01209343;
            } else {
              result[0] += 0.018540261;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.030458588;
            } else {
              result[0] += -0.053725626;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += -0.009190301;
            } else {
              result[0] += -0.043394245;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.0058751563;
            } else {
              result[0] += 0.00668595;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.48587569594) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.006403908;
            } else {
              result[0] += 0.020470317;
            }
          } else {
            result[0] += 0.035110116;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.0023679058;
            } else {
              result[0] += -0.042388387;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += 0.0056020184;
            } else {
              result[0] += -0.011018816;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += 0.023387445;
      } else {
        result[0] += 0.0065311617;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.48587569594) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.005040181;
            } else {
              result[0] += -0.029368788;
            }
          } else {
            result[0] += 0.026661599;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8125) ) ) {
              result[0] += -0.0067159594;
            } else {
              result[0] += -0.03802618;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.009646333;
            } else {
              result[0] += -0.008142123;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.028966164;
          } else {
            result[0] += 0.05263878;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            result[0] += 0.0011540072;
          } else {
            result[0] += 0.0032060125;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += -0.00054444553;
            } else {
              result[0] += -0.0062965895;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
              result[0] += 0.0192543;
            } else {
              result[0] += 0.0029696764;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += 0.008112079;
            } else {
              result[0] += -0.0058794576;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.004250457;
            } else {
              result[0] += 0.013398155;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.012838276;
            } else {
              result[0] += 0.0020324688;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.007883914;
            } else {
              result[0] += 0.007388322;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
            result[0] += -0.04177493;
          } else {
            result[0] += 0.0005632831;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.001567993;
            } else {
              result[0] += 0.0052268505;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
              result[0] += 0.0013630581;
            } else {
              result[0] += -0.041708004;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += -0.005710273;
            } else {
              result[0] += 0.02252015;
            }
          } else {
            result[0] += 0.027965931;
          }
        }
      } else {
        result[0] += -0.02651357;
      }
    } else {
      result[0] += 0.029292861;
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88764047623) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
            result[0] += 0.023016065;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
              result[0] += 0.019939248;
            } else {
              result[0] += 0.0068875216;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90277779102) ) ) {
              result[0] += 0.0064495937;
            } else {
              result[0] += -0.0061660088;
            }
          } else {
            result[0] += 0.018550897;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          result[0] += 0.0073654833;
        } else {
          result[0] += 0.037954014;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.020001268;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          result[0] += -0.041192345;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8269231319) ) ) {
              result[0] += -0.008464244;
            } else {
              result[0] += 0.028698862;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
              result[0] += -0.013602632;
            } else {
              result[0] += 0.0048220954;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
              result[0] += -0.0011152852;
            } else {
              result[0] += 0.006067705;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.007994424;
            } else {
              result[0] += 1.503855e-05;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)123) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.0032468461;
            } else {
              result[0] += -0.00800422;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
              result[0] += 0.008049783;
            } else {
              result[0] += 0.016752059;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.0068287547;
            } else {
              result[0] += 0.030754292;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.047650725;
            } else {
              result[0] += -0.009680491;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2231) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0076192445;
            } else {
              result[0] += 0.010390805;
            }
          } else {
            result[0] += 0.028782582;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88333332539) ) ) {
              result[0] += 0.0013533606;
            } else {
              result[0] += 0.016894974;
            }
          } else {
            result[0] += -0.028474687;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.049721;
          } else {
            result[0] += 0.016879683;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.011965207;
          } else {
            result[0] += 0.03300424;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.018921848;
            } else {
              result[0] += 0.007843501;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.011358163;
            } else {
              result[0] += -0.004651872;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.026915258;
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
              result[0] += -0.000131684;
            } else {
              result[0] += -0.0050882385;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += -0.0050839726;
            } else {
              result[0] += -0.03448097;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += 0.002354215;
            } else {
              result[0] += -0.033413883;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.00070598465;
            } else {
              result[0] += -0.03809629;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.004277857;
            } else {
              result[0] += -0.03642887;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.04432514;
            } else {
              result[0] += -0.012179568;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += 0.02935378;
            } else {
              result[0] += 0.05591006;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += -0.015568462;
            } else {
              result[0] += 0.008931006;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          result[0] += 0.030444354;
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += -3.4180342e-05;
            } else {
              result[0] += 0.006098059;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0017199408;
            } else {
              result[0] += -0.030225663;
            }
          }
        }
      } else {
        result[0] += -0.036872033;
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85365855694) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += 0.024956418;
            } else {
              result[0] += 0.01027626;
            }
          } else {
            result[0] += 0.03398697;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84523808956) ) ) {
              result[0] += 0.0076596634;
            } else {
              result[0] += 0.021519497;
            }
          } else {
            result[0] += -0.008101236;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85526317358) ) ) {
          result[0] += -0.022198087;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += -0.0059549245;
            } else {
              result[0] += 0.008488922;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.01729331;
            } else {
              result[0] += -0.011066482;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          result[0] += -0.00029669388;
        } else {
          result[0] += -0.046741545;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84558820724) ) ) {
          result[0] += -0.00013348577;
        } else {
          result[0] += 0.01925379;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += -0.0016952594;
            } else {
              result[0] += -0.01591192;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.00053575105;
            } else {
              result[0] += -0.0096371025;
            }
          }
        } else {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.041080818;
          } else {
            result[0] += -0.022225088;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.013692813;
          } else {
            result[0] += 0.03492177;
          }
        } else {
          result[0] += 0.0049469285;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        result[0] += -0.058071326;
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.0040501314;
        } else {
          result[0] += -0.0109009845;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.001972292;
            } else {
              result[0] += 0.025657361;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.001520335;
            } else {
              result[0] += 0.034384467;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
              result[0] += -0.006490907;
            } else {
              result[0] += -0.04725809;
            }
          } else {
            result[0] += 0.021153769;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.051068373;
          } else {
            result[0] += 0.020759141;
          }
        } else {
          result[0] += -0.004667609;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.0011197155;
            } else {
              result[0] += -0.02089984;
            }
          } else {
            result[0] += -0.03223744;
          }
        } else {
          result[0] += -0.06689725;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0012385868;
            } else {
              result[0] += -0.0015662396;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)4) ) ) {
              result[0] += 0.0076262504;
            } else {
              result[0] += 0.022516659;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
              result[0] += 0.0043591876;
            } else {
              result[0] += 0.03252175;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += -0.031002287;
            } else {
              result[0] += -0.0032174184;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0010819976;
            } else {
              result[0] += 0.0014509461;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
              result[0] += 0.030691076;
            } else {
              result[0] += 0.008300605;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017857143655) ) ) {
            result[0] += -0.043117426;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += 0.009269773;
            } else {
              result[0] += -0.006586145;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)140) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)114) ) ) {
              result[0] += 0.004778554;
            } else {
              result[0] += 0.017385332;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)148) ) ) {
              result[0] += -0.010695846;
            } else {
              result[0] += -0.03345261;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.036357682;
            } else {
              result[0] += 0.013411318;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)138) ) ) {
              result[0] += 0.011048774;
            } else {
              result[0] += 0.02602449;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.013422818854) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
              result[0] += -0.01916284;
            } else {
              result[0] += -0.0059942096;
            }
          } else {
            result[0] += -0.035762973;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
            result[0] += 0.022380736;
          } else {
            result[0] += -0.005829088;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.047853965;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
              result[0] += -0.0054872823;
            } else {
              result[0] += 0.031471856;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.0020147853;
            } else {
              result[0] += -0.03301471;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
              result[0] += 0.013398244;
            } else {
              result[0] += -4.5143173e-05;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)25) ) ) {
            result[0] += -0.016853716;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)39) ) ) {
              result[0] += 0.008066715;
            } else {
              result[0] += -0.006856025;
            }
          }
        } else {
          result[0] += -0.022297423;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
          result[0] += 0.012128287;
        } else {
          result[0] += -0.007643673;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
          result[0] += -0.006825469;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
            result[0] += 0.011057225;
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.003805102;
            } else {
              result[0] += -0.0033004011;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.0140969595;
            } else {
              result[0] += 0.0015408875;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
              result[0] += 0.01912952;
            } else {
              result[0] += 0.007267552;
            }
          }
        } else {
          result[0] += -0.0048676063;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.016703172;
            } else {
              result[0] += 0.028172662;
            }
          } else {
            result[0] += -0.048063796;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.013502981;
            } else {
              result[0] += -0.037716735;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.014108511;
            } else {
              result[0] += -0.0033005842;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += 0.0064950287;
          } else {
            result[0] += 0.043471828;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.00034617612;
            } else {
              result[0] += -0.0015312121;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
              result[0] += 0.0053925253;
            } else {
              result[0] += -0.017512284;
            }
          }
        }
      }
    } else {
      result[0] += 0.025438337;
    }
  } else {
    result[0] += 0.027975006;
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
              result[0] += -0.00062057056;
            } else {
              result[0] += -0.0074655376;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.0077014747;
            } else {
              result[0] += 0.018508103;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.01079525;
            } else {
              result[0] += 0.03988019;
            }
          } else {
            result[0] += 0.045980763;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += -0.039751254;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)392) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)195) ) ) {
              result[0] += -0.017683646;
            } else {
              result[0] += -0.003659765;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += 0.02878275;
            } else {
              result[0] += -0.0009336077;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)202) ) ) {
              result[0] += -0.009580447;
            } else {
              result[0] += 0.0056420458;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += 0.0036906896;
            } else {
              result[0] += -0.012650209;
            }
          }
        } else {
          result[0] += -0.030933205;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)287) ) ) {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.017819162;
            } else {
              result[0] += 0.0019068063;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
              result[0] += 0.023122333;
            } else {
              result[0] += 0.01289204;
            }
          }
        } else {
          result[0] += -0.0074170427;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043643262237) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0047058821656) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.00141398;
            } else {
              result[0] += -0.007222464;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.01269037;
            } else {
              result[0] += 0.04296593;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0073800738901) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.032964434;
            } else {
              result[0] += -0.0056710383;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += 0.030653639;
            } else {
              result[0] += 0.0035895952;
            }
          }
        }
      } else {
        result[0] += -0.0400627;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.046341463923) ) ) {
        result[0] += -0.036319114;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.026307447;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.01741313;
            } else {
              result[0] += -0.0013499229;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.063109956682) ) ) {
            result[0] += 0.012814211;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.008124468;
            } else {
              result[0] += 0.003993055;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
              result[0] += -0.00095489615;
            } else {
              result[0] += -0.0067528966;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)462) ) ) {
              result[0] += -0.001999603;
            } else {
              result[0] += 0.019379627;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.014000395;
            } else {
              result[0] += -0.0073899277;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.00769126;
            } else {
              result[0] += 0.008502784;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.042991728;
            } else {
              result[0] += 0.0075706355;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
              result[0] += -0.01398243;
            } else {
              result[0] += 0.0064977743;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
              result[0] += -0.027469391;
            } else {
              result[0] += 0.014437221;
            }
          } else {
            result[0] += -0.04256912;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)54) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)205) ) ) {
              result[0] += 0.0025659304;
            } else {
              result[0] += 0.012597357;
            }
          } else {
            result[0] += -0.035539906;
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
              result[0] += -0.01587825;
            } else {
              result[0] += -0.048064172;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0078125) ) ) {
              result[0] += -0.020004554;
            } else {
              result[0] += 0.005239461;
            }
          }
        }
      } else {
        result[0] += -0.02568002;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
      result[0] += 0.030184198;
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.014183504;
      } else {
        result[0] += -0.0027073768;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.00039326624;
            } else {
              result[0] += -0.011658521;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.009830992;
            } else {
              result[0] += 0.0012353235;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.0005554451;
            } else {
              result[0] += 0.012441902;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.013513513841) ) ) {
              result[0] += -0.0035291729;
            } else {
              result[0] += -0.04785514;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1755) ) ) {
              result[0] += 0.008009705;
            } else {
              result[0] += 0.018378807;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.032258063555) ) ) {
              result[0] += 0.0025471735;
            } else {
              result[0] += -0.0077793994;
            }
          }
        } else {
          result[0] += -0.012089719;
        }
      }
    } else {
      result[0] += 0.026735667;
    }
  } else {
    result[0] += -0.034065332;
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87368422747) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0014184115;
            } else {
              result[0] += 0.003946936;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.08304782;
            } else {
              result[0] += -0.0014057386;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 0.0026133351;
            } else {
              result[0] += 0.015445423;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.6507936716) ) ) {
              result[0] += -0.020879906;
            } else {
              result[0] += 0.0038953477;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004554326646) ) ) {
              result[0] += 0.009445943;
            } else {
              result[0] += -0.018642036;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += -0.029214729;
            } else {
              result[0] += -0.0010559069;
            }
          }
        } else {
          result[0] += -0.026505617;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
          result[0] += -0.016961675;
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.0069136643;
          } else {
            result[0] += 0.017526748;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            result[0] += -0.011460866;
          } else {
            result[0] += -0.03718557;
          }
        } else {
          result[0] += -0.06438581;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0052141747;
            } else {
              result[0] += 0.011995376;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.005765249;
            } else {
              result[0] += 0.021423893;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)625) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.016859196;
            } else {
              result[0] += -0.012552417;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
              result[0] += -0.04750141;
            } else {
              result[0] += -0.005640794;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
            result[0] += 0.055989232;
          } else {
            result[0] += 0.022751993;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            result[0] += 0.0110671595;
          } else {
            result[0] += 0.021924911;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
            result[0] += -0.0013550178;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
              result[0] += -0.0033594982;
            } else {
              result[0] += -0.042212743;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0031482056;
            } else {
              result[0] += -0.017066492;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
              result[0] += -0.042569883;
            } else {
              result[0] += -0.003468413;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0048661800101) ) ) {
              result[0] += 0.0005835816;
            } else {
              result[0] += 0.010622586;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
              result[0] += -0.026922887;
            } else {
              result[0] += 0.0013557144;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
            result[0] += 0.029115707;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.008364498;
            } else {
              result[0] += -0.0030288906;
            }
          }
        }
      }
    }
  }
}

