
#include "header.h"

void predict_unit0(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.11022762;
            } else {
              result[0] += -0.04653783;
            }
          } else {
            result[0] += -0.035944145;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.04655196;
            } else {
              result[0] += -0.007820783;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.018283734;
            } else {
              result[0] += -0.06719002;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.008440094;
            } else {
              result[0] += -0.021015061;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
              result[0] += 0.019237425;
            } else {
              result[0] += -0.009766461;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.009380853;
            } else {
              result[0] += -0.005630977;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
              result[0] += 0.010719873;
            } else {
              result[0] += 0.059747763;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)543) ) ) {
              result[0] += 0.015062803;
            } else {
              result[0] += 0.033856086;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0071901567;
            } else {
              result[0] += 0.0040659085;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.038402986;
            } else {
              result[0] += 0.060433574;
            }
          } else {
            result[0] += -0.007844112;
          }
        }
      } else {
        result[0] += -0.056628235;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)372) ) ) {
              result[0] += 0.0048855003;
            } else {
              result[0] += 0.032522567;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.015604968;
            } else {
              result[0] += 0.08131506;
            }
          }
        } else {
          result[0] += 0.05473245;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)121) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.009208271;
            } else {
              result[0] += 0.013787131;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.045355238;
            } else {
              result[0] += 0.0037959393;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
            result[0] += -0.1408901;
          } else {
            result[0] += -0.033086494;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.050848614;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
            result[0] += 0.029483309;
          } else {
            result[0] += 0.014066066;
          }
        }
      } else {
        result[0] += 0.00019353842;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.07423784;
            } else {
              result[0] += -0.049415756;
            }
          } else {
            result[0] += -0.012642989;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.016698353;
            } else {
              result[0] += -0.03525601;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += -0.0029645255;
            } else {
              result[0] += -0.03029351;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.056075405;
        } else {
          result[0] += -0.09954759;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += 0.0333928;
        } else {
          result[0] += 0.016257267;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.021692922;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += -0.015848752;
            } else {
              result[0] += 0.0035483618;
            }
          }
        } else {
          result[0] += -0.038259655;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0077878027;
            } else {
              result[0] += -0.032954164;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0040280516;
            } else {
              result[0] += 0.038157135;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.006034681;
            } else {
              result[0] += 0.0071845823;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.04054501;
            } else {
              result[0] += -0.006142161;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
              result[0] += 0.009666763;
            } else {
              result[0] += 0.04913671;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.040816325694) ) ) {
              result[0] += -1.8076187e-05;
            } else {
              result[0] += -0.06869641;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.026553053;
            } else {
              result[0] += 0.0050837914;
            }
          } else {
            result[0] += 0.09783378;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0052828332;
            } else {
              result[0] += 0.027233237;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.022420773;
            } else {
              result[0] += 0.045103576;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.02304982;
            } else {
              result[0] += 0.039541256;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.044145986;
            } else {
              result[0] += 0.01776392;
            }
          }
        }
      } else {
        result[0] += -0.07220754;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
          result[0] += -0.11714168;
        } else {
          result[0] += -0.041451912;
        }
      } else {
        result[0] += -0.032744277;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89361703396) ) ) {
              result[0] += -0.057150263;
            } else {
              result[0] += -0.01012697;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78676468134) ) ) {
              result[0] += -0.025197966;
            } else {
              result[0] += -0.004761498;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += -0.017582087;
            } else {
              result[0] += -0.050395317;
            }
          } else {
            result[0] += 0.036150247;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            result[0] += -0.015207693;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.048292484;
            } else {
              result[0] += 0.016112365;
            }
          }
        } else {
          result[0] += -0.05655658;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0065427795;
            } else {
              result[0] += -0.043498643;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0065317536;
            } else {
              result[0] += 0.0031438002;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.014889936;
            } else {
              result[0] += 0.033825155;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.010630578;
            } else {
              result[0] += -0.020713676;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += 0.025773138;
            } else {
              result[0] += 0.05314518;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
              result[0] += -0.007451004;
            } else {
              result[0] += 0.018563135;
            }
          }
        } else {
          result[0] += -0.066418074;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += 0.016774287;
            } else {
              result[0] += 0.00010997653;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0061786887;
            } else {
              result[0] += 0.10802034;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += -0.0044659926;
            } else {
              result[0] += 0.021840354;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
              result[0] += -0.13353609;
            } else {
              result[0] += -0.022221837;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.04751874;
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.028328106;
            } else {
              result[0] += 0.016588662;
            }
          }
        } else {
          result[0] += 0.003973806;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
        result[0] += -0.0988154;
      } else {
        result[0] += -0.032039013;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.040460475;
            } else {
              result[0] += -0.023840452;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.03370722;
            } else {
              result[0] += -0.0112838335;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.037991654;
            } else {
              result[0] += -0.014355488;
            }
          } else {
            result[0] += -0.07429691;
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.014520365;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
            result[0] += 0.00036517484;
          } else {
            result[0] += -0.005030587;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
              result[0] += -0.006845191;
            } else {
              result[0] += 0.0015501351;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
              result[0] += -0.029119724;
            } else {
              result[0] += -0.008276464;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
              result[0] += 0.0070283334;
            } else {
              result[0] += 0.026924489;
            }
          } else {
            result[0] += -0.08016878;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.020398738;
            } else {
              result[0] += 0.004154295;
            }
          } else {
            result[0] += -0.05008031;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.03961655;
            } else {
              result[0] += 0.010165232;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.023429431;
            } else {
              result[0] += 0.016083201;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.0012883729;
            } else {
              result[0] += -0.029794568;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += 0.02078045;
            } else {
              result[0] += 0.0012004636;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.009597829;
            } else {
              result[0] += 0.025370834;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.041561283;
            } else {
              result[0] += 0.022122987;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1057) ) ) {
              result[0] += 0.032320824;
            } else {
              result[0] += 0.004527719;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1470) ) ) {
              result[0] += 0.042081352;
            } else {
              result[0] += 0.029672703;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            result[0] += 0.07897188;
          } else {
            result[0] += 0.049120367;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += -0.10604157;
          } else {
            result[0] += -0.047260642;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += -0.0222463;
          } else {
            result[0] += -0.06836266;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += -0.013905475;
        } else {
          result[0] += -0.048052188;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.03631149;
            } else {
              result[0] += -0.012397031;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.02095156;
            } else {
              result[0] += 0.03178034;
            }
          }
        } else {
          result[0] += 0.029234825;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.014294701;
            } else {
              result[0] += 0.04208665;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0022458273;
            } else {
              result[0] += -0.013511704;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.004848424;
            } else {
              result[0] += -0.021835564;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.005405439;
            } else {
              result[0] += 0.015294978;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.0058276327;
            } else {
              result[0] += 0.009314284;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0028205528;
            } else {
              result[0] += 0.047813345;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.061571922;
            } else {
              result[0] += -0.13850722;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.0024145038;
            } else {
              result[0] += -0.037203155;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0044705416;
            } else {
              result[0] += 0.02181448;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.08229324;
            } else {
              result[0] += -0.045292113;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.0272183;
            } else {
              result[0] += -0.0042326427;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.051830985;
            } else {
              result[0] += 0.029117847;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
              result[0] += 0.033029426;
            } else {
              result[0] += 0.012305122;
            }
          } else {
            result[0] += -0.047181886;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.015383745;
            } else {
              result[0] += 0.018992256;
            }
          } else {
            result[0] += -0.12790228;
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
              result[0] += 0.03471404;
            } else {
              result[0] += 0.0019194866;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.015365735;
            } else {
              result[0] += -0.035762433;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            result[0] += -0.05484752;
          } else {
            result[0] += -0.019558297;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)21) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.09743187;
            } else {
              result[0] += -0.049867507;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.02609162;
            } else {
              result[0] += -0.05536894;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.046119653;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
              result[0] += -0.0018733904;
            } else {
              result[0] += -0.013994532;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)78) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.022861946;
            } else {
              result[0] += -0.010761859;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += 0.011195249;
            } else {
              result[0] += -0.012008735;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)359) ) ) {
            result[0] += -0.074922256;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)843) ) ) {
              result[0] += -0.011371778;
            } else {
              result[0] += -0.05850021;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)364) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.027166426;
            } else {
              result[0] += -0.010371713;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
              result[0] += 0.051664233;
            } else {
              result[0] += -0.008189684;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
              result[0] += -0.030786743;
            } else {
              result[0] += 0.0010425514;
            }
          } else {
            result[0] += 0.010630915;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            result[0] += 0.0004631956;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.02407627;
            } else {
              result[0] += 0.041260626;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.076763175;
            } else {
              result[0] += 0.0020922946;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
              result[0] += 0.02900722;
            } else {
              result[0] += -0.012359704;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)719) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.002897173;
            } else {
              result[0] += 0.019257586;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013012362178) ) ) {
              result[0] += 0.0066995877;
            } else {
              result[0] += 0.026902346;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
              result[0] += -0.0140717765;
            } else {
              result[0] += -0.1121783;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += 0.0015390828;
            } else {
              result[0] += -0.031249885;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.006271684;
            } else {
              result[0] += -0.011584743;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.010010025;
            } else {
              result[0] += 0.0311737;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += 0.029806186;
            } else {
              result[0] += -0.0025448694;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
              result[0] += 0.0088579785;
            } else {
              result[0] += -0.027405536;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.06714237;
            } else {
              result[0] += 0.014908083;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.032151368;
            } else {
              result[0] += -0.007957908;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
            result[0] += -0.00046461666;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.037763506;
            } else {
              result[0] += -0.019433524;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
              result[0] += 0.021291647;
            } else {
              result[0] += 0.043678865;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += -0.03123184;
            } else {
              result[0] += 0.023169924;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)795) ) ) {
              result[0] += 0.020195981;
            } else {
              result[0] += 0.045585256;
            }
          } else {
            result[0] += 0.015839586;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += -0.09915426;
          } else {
            result[0] += -0.04211264;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81355929375) ) ) {
            result[0] += -0.021986939;
          } else {
            result[0] += -0.079988636;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += -0.011540788;
        } else {
          result[0] += -0.044926394;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += -0.022926249;
            } else {
              result[0] += -0.07330195;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
              result[0] += -0.015665844;
            } else {
              result[0] += 0.037534274;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
              result[0] += 0.029511819;
            } else {
              result[0] += -0.0032189377;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.02706387;
            } else {
              result[0] += -0.0037350077;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
              result[0] += -0.037336584;
            } else {
              result[0] += -0.09052857;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.0009282203;
            } else {
              result[0] += -0.039156668;
            }
          }
        } else {
          result[0] += 0.012254858;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0008666261;
            } else {
              result[0] += -0.011086834;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)129) ) ) {
              result[0] += 0.013607531;
            } else {
              result[0] += 0.031431895;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0037485291;
            } else {
              result[0] += -0.045792487;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += 0.015327736;
            } else {
              result[0] += -0.017085228;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
              result[0] += -0.047822393;
            } else {
              result[0] += -0.017472617;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += -0.051596787;
            } else {
              result[0] += -0.08314543;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.005459137;
            } else {
              result[0] += 0.013138252;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.08469411;
            } else {
              result[0] += -0.014582898;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.00753372;
            } else {
              result[0] += 0.011928053;
            }
          } else {
            result[0] += 0.06178208;
          }
        } else {
          result[0] += -0.055685338;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.04048769;
            } else {
              result[0] += 0.026363173;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
              result[0] += 0.0335696;
            } else {
              result[0] += -0.020330034;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.016695974;
            } else {
              result[0] += 0.032793965;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.046375252;
            } else {
              result[0] += 0.014890942;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      result[0] += -0.07468134;
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.022223689;
            } else {
              result[0] += -0.009707932;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
              result[0] += -0.037405845;
            } else {
              result[0] += -0.009669463;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += -0.0025202746;
            } else {
              result[0] += -0.01725233;
            }
          } else {
            result[0] += 0.017784238;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
          result[0] += 0.016153444;
        } else {
          result[0] += 0.040974792;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.002466738;
            } else {
              result[0] += 0.018922066;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.032996535;
            } else {
              result[0] += -0.0049716807;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
              result[0] += 0.020596497;
            } else {
              result[0] += -0.123879254;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.0033971798;
            } else {
              result[0] += -0.030585632;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045714285225) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += 0.011304212;
            } else {
              result[0] += -0.00046964744;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0460543;
            } else {
              result[0] += 0.018135075;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047169812024) ) ) {
            result[0] += -0.120737694;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += -0.027012909;
            } else {
              result[0] += 0.012110529;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.06546571;
        } else {
          result[0] += 0.03240588;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += 0.015156952;
            } else {
              result[0] += -0.014263766;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.024055574;
            } else {
              result[0] += 0.042799532;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            result[0] += 0.0622702;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
              result[0] += -0.0057393466;
            } else {
              result[0] += 0.031817477;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        result[0] += -0.07507748;
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += -0.049792495;
            } else {
              result[0] += 0.00065185037;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.00018864442;
            } else {
              result[0] += -0.034565523;
            }
          }
        } else {
          result[0] += -0.06908223;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.03068514;
            } else {
              result[0] += -0.0034935593;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.038531974;
            } else {
              result[0] += 0.0059911604;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.016587283;
            } else {
              result[0] += -0.048248928;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)625) ) ) {
              result[0] += -0.011562298;
            } else {
              result[0] += 0.016055658;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          result[0] += 0.04780653;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
            result[0] += 0.00051476347;
          } else {
            result[0] += 0.018945519;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0028648244;
            } else {
              result[0] += -0.021343669;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
              result[0] += -0.0113582;
            } else {
              result[0] += 0.016620954;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.016444286;
            } else {
              result[0] += -0.05175066;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
              result[0] += -0.0029562952;
            } else {
              result[0] += 0.024073001;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.00825909;
            } else {
              result[0] += -0.013847174;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.028495658;
            } else {
              result[0] += 0.012149454;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += 0.0074505615;
            } else {
              result[0] += 0.035549566;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)258) ) ) {
              result[0] += 0.044671904;
            } else {
              result[0] += 0.02030857;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
        result[0] += -0.053454887;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += 0.020903982;
            } else {
              result[0] += -0.018018594;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += -0.0007330352;
            } else {
              result[0] += 0.02454972;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0301442;
            } else {
              result[0] += -0.016651062;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.05419336;
            } else {
              result[0] += 0.01979774;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.053911205;
            } else {
              result[0] += -0.09050576;
            }
          } else {
            result[0] += -0.0055777538;
          }
        } else {
          result[0] += 0.010162233;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)76) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.014547353;
            } else {
              result[0] += 0.0003861428;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
              result[0] += -0.02876412;
            } else {
              result[0] += -0.01377477;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.031781454;
            } else {
              result[0] += -0.0082597835;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += -0.008697926;
            } else {
              result[0] += 0.015360415;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            result[0] += -0.050729293;
          } else {
            result[0] += -0.0076746247;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            result[0] += 0.03661787;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += -0.005136009;
            } else {
              result[0] += 0.035710335;
            }
          }
        }
      } else {
        result[0] += 0.039148506;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.0043772226;
            } else {
              result[0] += -0.07304718;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0034423407633) ) ) {
              result[0] += 0.049279477;
            } else {
              result[0] += 0.0039103925;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0038967368;
            } else {
              result[0] += 0.012250155;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
              result[0] += 0.0030819273;
            } else {
              result[0] += 0.015414706;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
          result[0] += 0.053641856;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.026065502;
            } else {
              result[0] += -0.04090945;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057803466916) ) ) {
              result[0] += 0.017437145;
            } else {
              result[0] += 0.0008005499;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1479) ) ) {
            result[0] += -0.029641483;
          } else {
            result[0] += -0.09957474;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
            result[0] += -0.0065205195;
          } else {
            result[0] += 0.02671071;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.014286933;
            } else {
              result[0] += -0.020528639;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 0.043925185;
            } else {
              result[0] += 0.018639268;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
              result[0] += 0.022935351;
            } else {
              result[0] += -0.016078355;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += 0.0283959;
            } else {
              result[0] += 0.044035595;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)305) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.04086098;
            } else {
              result[0] += -0.02344966;
            }
          } else {
            result[0] += 0.01422146;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += -0.082875304;
          } else {
            result[0] += -0.03602478;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.0129913045;
          } else {
            result[0] += -0.024753619;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)153) ) ) {
              result[0] += 0.0062870937;
            } else {
              result[0] += -0.017354976;
            }
          } else {
            result[0] += 0.016107002;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.01720359;
            } else {
              result[0] += -0.046554193;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.00706545;
            } else {
              result[0] += 0.024409428;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
              result[0] += -0.022259755;
            } else {
              result[0] += 0.014678366;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
              result[0] += -0.00435736;
            } else {
              result[0] += 0.02651001;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            result[0] += 0.049330633;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.018139377;
            } else {
              result[0] += -0.0062447935;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.067143545;
          } else {
            result[0] += -0.019570101;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.0030937297;
            } else {
              result[0] += 0.020409374;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)73) ) ) {
              result[0] += -0.09141532;
            } else {
              result[0] += -0.012593016;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
              result[0] += 0.004633867;
            } else {
              result[0] += -0.04753464;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.023221571;
            } else {
              result[0] += -0.028624583;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)625) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0027833672;
            } else {
              result[0] += 0.012898314;
            }
          } else {
            result[0] += -0.051087886;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.020156486;
            } else {
              result[0] += 0.0047729774;
            }
          } else {
            result[0] += 0.08047186;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.092271246;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
              result[0] += 0.008626152;
            } else {
              result[0] += -0.031705912;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.0118161095;
            } else {
              result[0] += -0.006409081;
            }
          } else {
            result[0] += 0.03425742;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
              result[0] += 0.0125894565;
            } else {
              result[0] += 0.025917431;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
              result[0] += -0.017718922;
            } else {
              result[0] += 0.017804597;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.04088193;
            } else {
              result[0] += -0.014954134;
            }
          } else {
            result[0] += -0.012291152;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.015896855;
            } else {
              result[0] += -0.042265538;
            }
          } else {
            result[0] += 0.019491712;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
              result[0] += 0.00088922365;
            } else {
              result[0] += 0.044086173;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.053478796;
            } else {
              result[0] += -0.0029554113;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.008761207;
            } else {
              result[0] += 0.008243749;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.008340666;
            } else {
              result[0] += -0.0035771641;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
              result[0] += -0.039043933;
            } else {
              result[0] += 0.01965526;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.010603175;
            } else {
              result[0] += -0.00575553;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          result[0] += -0.06792059;
        } else {
          result[0] += -0.120528005;
        }
      } else {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.017340992;
        } else {
          result[0] += -0.008305961;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += 0.00070728804;
            } else {
              result[0] += -0.018152874;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.077777780592) ) ) {
              result[0] += 0.027059505;
            } else {
              result[0] += 0.0005206581;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
              result[0] += 0.021014147;
            } else {
              result[0] += 0.0043064267;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.031654544;
            } else {
              result[0] += -0.0152134765;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.13240896;
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.010604371;
            } else {
              result[0] += 0.011069785;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.014377083;
            } else {
              result[0] += -0.0023208775;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)249) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
              result[0] += 0.016622981;
            } else {
              result[0] += 0.040653408;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0029133367;
            } else {
              result[0] += 0.025487436;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.03977903;
            } else {
              result[0] += 0.014140387;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.022857886;
            } else {
              result[0] += -0.009736272;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.04359371;
        } else {
          result[0] += -0.007167652;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
              result[0] += -0.01142248;
            } else {
              result[0] += -0.025491286;
            }
          } else {
            result[0] += 0.022156117;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
            result[0] += 0.016437469;
          } else {
            result[0] += 0.03987164;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += -0.0026575988;
            } else {
              result[0] += -0.051272;
            }
          } else {
            result[0] += -0.06440845;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.027427325;
            } else {
              result[0] += -0.0057281055;
            }
          } else {
            result[0] += -0.036438443;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.052613493;
            } else {
              result[0] += -0.015431397;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.01623615;
            } else {
              result[0] += -0.011252498;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0024881472;
            } else {
              result[0] += -0.008405606;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.1506509;
            } else {
              result[0] += -0.07698586;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += -0.011261008;
            } else {
              result[0] += 0.0071090125;
            }
          } else {
            result[0] += 0.023335902;
          }
        } else {
          result[0] += -0.062694624;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
              result[0] += -0.0069030384;
            } else {
              result[0] += 0.0030450115;
            }
          } else {
            result[0] += 0.050888;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += -0.005888433;
            } else {
              result[0] += -0.040223006;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += -0.007346354;
            } else {
              result[0] += 0.01096439;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.045454546809) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
              result[0] += 0.030630175;
            } else {
              result[0] += -0.0031095643;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.024607409;
            } else {
              result[0] += -0.0070796283;
            }
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.0028284716;
            } else {
              result[0] += 0.02113058;
            }
          } else {
            result[0] += -0.028860498;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.012848884;
            } else {
              result[0] += -0.007968272;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.033545602;
            } else {
              result[0] += -0.018109748;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.013982929;
            } else {
              result[0] += -0.07418359;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.01723091;
            } else {
              result[0] += -0.019504702;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.02708453;
            } else {
              result[0] += 0.00063550397;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.027219687;
            } else {
              result[0] += 0.0711948;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025477707386) ) ) {
            result[0] += -0.0634911;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0134390965;
            } else {
              result[0] += 0.0557007;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.015229166;
            } else {
              result[0] += -0.039367657;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83999997377) ) ) {
              result[0] += -0.008350763;
            } else {
              result[0] += 0.028139872;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += 0.035586677;
          } else {
            result[0] += 0.009672649;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.007599674;
            } else {
              result[0] += 0.00039699613;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.03968707;
            } else {
              result[0] += 0.0012717359;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
              result[0] += 0.014256964;
            } else {
              result[0] += 0.03673173;
            }
          } else {
            result[0] += -0.034818817;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.014418612;
        } else {
          result[0] += 0.0134002585;
        }
      } else {
        result[0] += -0.09938915;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
              result[0] += -0.010569506;
            } else {
              result[0] += 6.589602e-05;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += 0.016944664;
            } else {
              result[0] += -0.025915971;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.0048936233;
            } else {
              result[0] += -0.06561324;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
              result[0] += -0.014775126;
            } else {
              result[0] += 0.011013466;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
            result[0] += 0.03902604;
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.0148160625;
            } else {
              result[0] += -0.015755601;
            }
          }
        } else {
          result[0] += 0.05060182;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.03619909659) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0107553955;
            } else {
              result[0] += 0.031518843;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.014303624;
            } else {
              result[0] += 0.014932285;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0074917525;
            } else {
              result[0] += 0.046362843;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0034482758492) ) ) {
              result[0] += -0.021384679;
            } else {
              result[0] += 0.013414815;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.020276345;
            } else {
              result[0] += 0.00039673617;
            }
          } else {
            if ( UNLIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0031416838;
            } else {
              result[0] += 0.013802566;
            }
          }
        } else {
          result[0] += -0.11369707;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += -0.061458737;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += -0.03227284;
        } else {
          result[0] += 0.0030156402;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
              result[0] += -0.012000559;
            } else {
              result[0] += -0.051076222;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.028549165;
            } else {
              result[0] += -0.013986324;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
              result[0] += -0.033973712;
            } else {
              result[0] += -0.08664315;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.039635397;
            } else {
              result[0] += -0.012270725;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.066886276;
          } else {
            result[0] += -0.02497345;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
            result[0] += -0.002539221;
          } else {
            result[0] += -0.028086832;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
              result[0] += -0.014644555;
            } else {
              result[0] += 0.0018023894;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)482) ) ) {
              result[0] += -0.004069297;
            } else {
              result[0] += 0.025976494;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.005619626;
            } else {
              result[0] += 0.06720291;
            }
          } else {
            result[0] += -0.06988511;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)719) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.0036507838;
            } else {
              result[0] += -0.016764734;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88764047623) ) ) {
              result[0] += 0.034166906;
            } else {
              result[0] += 0.019922404;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.020586798;
            } else {
              result[0] += 0.0013537136;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.017988624;
            } else {
              result[0] += 0.03779727;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)247) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += 0.005616371;
            } else {
              result[0] += -0.011860593;
            }
          } else {
            result[0] += 0.05435392;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.01671925;
            } else {
              result[0] += 0.0017159028;
            }
          } else {
            result[0] += 0.075550795;
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
              result[0] += 0.021413824;
            } else {
              result[0] += 0.0352182;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
              result[0] += 0.023983408;
            } else {
              result[0] += 0.007370175;
            }
          }
        } else {
          result[0] += -0.005926892;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
        result[0] += -0.05476619;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81355929375) ) ) {
          result[0] += -0.003989059;
        } else {
          result[0] += -0.06354438;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
              result[0] += -0.016655719;
            } else {
              result[0] += -0.0579289;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0019184042;
            } else {
              result[0] += 0.032317925;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += -0.0037919309;
            } else {
              result[0] += 0.022203013;
            }
          } else {
            result[0] += -0.04077089;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.05211422;
            } else {
              result[0] += -0.01998625;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += 0.0013642884;
            } else {
              result[0] += -0.012005004;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0013175093;
            } else {
              result[0] += -0.025287343;
            }
          } else {
            result[0] += -0.05524516;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.0037072373;
            } else {
              result[0] += 0.01840633;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
              result[0] += -0.03672699;
            } else {
              result[0] += 0.009020855;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0078074168414) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.056316562;
            } else {
              result[0] += 0.014560081;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.0008461006;
            } else {
              result[0] += 0.017016495;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)625) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0063470486;
            } else {
              result[0] += 0.017089343;
            }
          } else {
            result[0] += -0.05227625;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019417475909) ) ) {
              result[0] += -0.039150503;
            } else {
              result[0] += -0.13035847;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.012250143;
            } else {
              result[0] += -0.009870637;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.060608756;
            } else {
              result[0] += -0.008939203;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2715) ) ) {
              result[0] += 0.0030081053;
            } else {
              result[0] += 0.035644267;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
              result[0] += 0.010428231;
            } else {
              result[0] += -0.015009956;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.033315714;
            } else {
              result[0] += 0.06551697;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.021847023;
            } else {
              result[0] += 0.013876042;
            }
          } else {
            result[0] += 0.036133148;
          }
        } else {
          result[0] += -0.014043853;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.060235854;
            } else {
              result[0] += 0.0044499603;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.012624036;
            } else {
              result[0] += 0.013590562;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
              result[0] += -0.017337685;
            } else {
              result[0] += 0.009277899;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.015047088;
            } else {
              result[0] += -0.07913741;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.040920835;
        } else {
          result[0] += -0.07411337;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.0020305319;
            } else {
              result[0] += -0.008937593;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0040803975;
            } else {
              result[0] += 0.0120919;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += 0.0066539585;
            } else {
              result[0] += -0.10936258;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += 0.0038073894;
            } else {
              result[0] += -0.032783084;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0024611286;
            } else {
              result[0] += -0.021916287;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.02445303;
            } else {
              result[0] += 0.005447332;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.028152883;
            } else {
              result[0] += -0.0009353633;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += -0.05366171;
            } else {
              result[0] += 0.015711421;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.00445162;
            } else {
              result[0] += 0.022533322;
            }
          } else {
            result[0] += 0.031509425;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += 0.011963792;
            } else {
              result[0] += 0.031522956;
            }
          } else {
            result[0] += -0.00049884926;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.034515828;
            } else {
              result[0] += -0.0011470502;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
              result[0] += 0.0022134588;
            } else {
              result[0] += 0.015241514;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.014930949;
            } else {
              result[0] += 0.018258018;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
              result[0] += 0.02376133;
            } else {
              result[0] += 0.04492808;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += 0.034529265;
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.023136957;
            } else {
              result[0] += 0.0005441694;
            }
          } else {
            result[0] += -0.011946157;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.01522546;
            } else {
              result[0] += 0.03109218;
            }
          } else {
            result[0] += 0.05193128;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      result[0] += -0.055708528;
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)884) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
              result[0] += -0.01307147;
            } else {
              result[0] += 0.009833567;
            }
          } else {
            result[0] += -0.055942792;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.034373574;
          } else {
            result[0] += -0.05368079;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.00039477614;
            } else {
              result[0] += -0.01182829;
            }
          } else {
            result[0] += -0.03748212;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
              result[0] += 0.009070446;
            } else {
              result[0] += -0.015221576;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.020133635;
            } else {
              result[0] += 0.007527186;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0025490758;
            } else {
              result[0] += -0.0038607814;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.029186813;
            } else {
              result[0] += -0.034626015;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
              result[0] += -0.008056393;
            } else {
              result[0] += -0.03736172;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.009875345;
            } else {
              result[0] += -0.009103353;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
              result[0] += 0.044985656;
            } else {
              result[0] += 0.027865145;
            }
          } else {
            result[0] += 0.005815244;
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
              result[0] += 0.0042898487;
            } else {
              result[0] += -0.024726912;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.049892787;
            } else {
              result[0] += 0.022732206;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0061053582;
            } else {
              result[0] += -0.026410371;
            }
          } else {
            result[0] += 0.0212267;
          }
        } else {
          result[0] += -0.05230687;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.013283372;
            } else {
              result[0] += 0.024007877;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += 0.032492645;
            } else {
              result[0] += 0.0025047853;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)81) ) ) {
              result[0] += -0.017427992;
            } else {
              result[0] += -0.03991957;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1192) ) ) {
              result[0] += 0.039297864;
            } else {
              result[0] += 0.008372897;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          result[0] += -0.056910362;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += -0.008206121;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.048989177;
            } else {
              result[0] += -0.03181058;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            result[0] += -0.0071255676;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.0123434365;
            } else {
              result[0] += 0.004527788;
            }
          }
        } else {
          result[0] += -0.017291412;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
              result[0] += -0.008811411;
            } else {
              result[0] += 0.0055130627;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
              result[0] += -0.013770223;
            } else {
              result[0] += 0.020176537;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
            result[0] += -0.08286735;
          } else {
            result[0] += -0.0015299496;
          }
        }
      } else {
        result[0] += 0.03558491;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0032755125;
            } else {
              result[0] += 0.008562619;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.00803258;
            } else {
              result[0] += -0.019667914;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
              result[0] += 0.0014891423;
            } else {
              result[0] += -0.031314217;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
              result[0] += -0.007786167;
            } else {
              result[0] += 0.0470564;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
              result[0] += -0.034431856;
            } else {
              result[0] += 0.0062607094;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.05703031;
            } else {
              result[0] += -0.03286783;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
              result[0] += -0.031985875;
            } else {
              result[0] += -0.000620957;
            }
          } else {
            result[0] += -0.08322691;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
              result[0] += 0.0037655178;
            } else {
              result[0] += -0.0133413;
            }
          } else {
            result[0] += -0.027118502;
          }
        } else {
          result[0] += -0.05020255;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1755) ) ) {
              result[0] += 0.005210689;
            } else {
              result[0] += 0.03692595;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1360) ) ) {
              result[0] += 0.008494181;
            } else {
              result[0] += -0.028110698;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += 0.01811575;
            } else {
              result[0] += 0.04299192;
            }
          } else {
            result[0] += -0.024655728;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.038181238;
            } else {
              result[0] += -0.011861923;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += 0.017225482;
            } else {
              result[0] += -0.0017203403;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.07476911;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)372) ) ) {
              result[0] += -0.061079074;
            } else {
              result[0] += -0.007898624;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
            result[0] += -0.019183267;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
              result[0] += 0.000307426;
            } else {
              result[0] += -0.0026409843;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
            result[0] += 0.0034369733;
          } else {
            result[0] += 0.016258327;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1454) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)162) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.0005736238;
            } else {
              result[0] += -0.012096942;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)233) ) ) {
              result[0] += 0.014644764;
            } else {
              result[0] += -0.0034219273;
            }
          }
        } else {
          result[0] += -0.038448926;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.040047616;
        } else {
          result[0] += 0.00791893;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.0021278835;
            } else {
              result[0] += 0.011560769;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.06253561;
            } else {
              result[0] += -0.0106648095;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80000001192) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
              result[0] += 0.038195636;
            } else {
              result[0] += 0.0054158196;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += -0.08061012;
            } else {
              result[0] += -0.011868718;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += 0.02149272;
            } else {
              result[0] += 0.035736438;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.007814524;
            } else {
              result[0] += -0.02914446;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
            result[0] += 0.02587818;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.011226244;
            } else {
              result[0] += -0.027162587;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
            result[0] += 0.0032532166;
          } else {
            result[0] += -0.029318059;
          }
        } else {
          result[0] += -0.027320331;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.010621299;
            } else {
              result[0] += -0.009160801;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.040570986;
            } else {
              result[0] += 0.017178204;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
              result[0] += 0.049841296;
            } else {
              result[0] += 0.024450839;
            }
          } else {
            result[0] += -0.011896205;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += -0.018897485;
            } else {
              result[0] += -0.005628193;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1424) ) ) {
              result[0] += -0.08088984;
            } else {
              result[0] += -0.008016034;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.024919271;
          } else {
            result[0] += -0.08211925;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          result[0] += 0.0039228136;
        } else {
          result[0] += 0.028909922;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)131) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0041496977;
            } else {
              result[0] += -0.022332828;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += -0.007924844;
            } else {
              result[0] += -0.04054294;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += -0.024110718;
            } else {
              result[0] += 0.00463785;
            }
          } else {
            result[0] += -0.07434665;
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)182) ) ) {
            result[0] += 0.007972908;
          } else {
            result[0] += 0.029780794;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)189) ) ) {
              result[0] += -0.007820122;
            } else {
              result[0] += 0.033178326;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.009354109;
            } else {
              result[0] += 0.007503328;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += -0.0023328937;
            } else {
              result[0] += 0.027893174;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0055738906;
            } else {
              result[0] += 0.020808764;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
              result[0] += 0.0063614286;
            } else {
              result[0] += -0.041757192;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0062838704;
            } else {
              result[0] += 0.030305719;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)176) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.03917391;
            } else {
              result[0] += -0.020854417;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += 0.001645923;
            } else {
              result[0] += 0.013345952;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.005715446;
            } else {
              result[0] += 0.052984565;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += -0.04052;
            } else {
              result[0] += 0.012357182;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
              result[0] += 0.009910065;
            } else {
              result[0] += 0.021032853;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
              result[0] += -0.021609932;
            } else {
              result[0] += -0.008069413;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)941) ) ) {
            result[0] += -0.029756218;
          } else {
            result[0] += -0.010353197;
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.013926364;
            } else {
              result[0] += 0.04500321;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += -0.0003138237;
            } else {
              result[0] += 0.021961128;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            result[0] += -0.018154847;
          } else {
            result[0] += 0.006031717;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
              result[0] += -0.01678634;
            } else {
              result[0] += -0.057828117;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)148) ) ) {
              result[0] += -0.013493175;
            } else {
              result[0] += 0.023021927;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
            result[0] += -0.05154403;
          } else {
            result[0] += -0.02624599;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.05331534;
            } else {
              result[0] += -0.017675558;
            }
          } else {
            result[0] += -0.0045415866;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.002633744;
            } else {
              result[0] += 0.053186607;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.0019509714;
            } else {
              result[0] += -0.029285064;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85526317358) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += -0.0021350968;
            } else {
              result[0] += -0.050495636;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.28795811534) ) ) {
              result[0] += -0.01805147;
            } else {
              result[0] += 0.022409173;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.008833608;
            } else {
              result[0] += 0.031154176;
            }
          } else {
            result[0] += -0.038932055;
          }
        }
      } else {
        result[0] += -0.059358865;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += 2.6575362e-05;
            } else {
              result[0] += 0.016044812;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
              result[0] += -0.0020610003;
            } else {
              result[0] += -0.02809277;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
              result[0] += -0.0141360955;
            } else {
              result[0] += -0.043899;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
              result[0] += -0.007350165;
            } else {
              result[0] += 0.022948436;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
            result[0] += 0.059979316;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += 0.0021330107;
            } else {
              result[0] += 0.03001593;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)625) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.012454253;
            } else {
              result[0] += 0.029959375;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)986) ) ) {
              result[0] += 0.02320011;
            } else {
              result[0] += 0.011059966;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.03619909659) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0035279586;
            } else {
              result[0] += 0.014332003;
            }
          } else {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -0.05604573;
            } else {
              result[0] += 0.008801454;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.03400941;
            } else {
              result[0] += 0.0051865987;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += 0.04507285;
            } else {
              result[0] += 0.0048545483;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
            result[0] += -0.03823966;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.017249677;
            } else {
              result[0] += -0.00019312504;
            }
          }
        } else {
          result[0] += -0.13054103;
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)106) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
              result[0] += -0.004838565;
            } else {
              result[0] += 0.013523829;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.05878359;
            } else {
              result[0] += -0.013855708;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            result[0] += 0.011235829;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
              result[0] += -0.059165616;
            } else {
              result[0] += -0.009839139;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += 0.0022904875;
            } else {
              result[0] += 0.019579593;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013764625182) ) ) {
              result[0] += -0.07289041;
            } else {
              result[0] += -0.011335724;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.024328692;
            } else {
              result[0] += -0.0020726963;
            }
          } else {
            result[0] += -0.07108768;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)247) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += 0.0058546825;
            } else {
              result[0] += -0.030515928;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
              result[0] += 0.023961628;
            } else {
              result[0] += 0.008215203;
            }
          }
        } else {
          result[0] += 0.048419632;
        }
      } else {
        result[0] += -0.061151713;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += -0.013286266;
            } else {
              result[0] += 0.0059990655;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.039342426;
            } else {
              result[0] += -0.015216467;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
              result[0] += 0.0038573784;
            } else {
              result[0] += 0.01169029;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.03227598;
            } else {
              result[0] += -0.0004800623;
            }
          }
        }
      } else {
        result[0] += 0.031128818;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
        result[0] += 0.058769565;
      } else {
        result[0] += 0.02914117;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.035315964;
            } else {
              result[0] += -0.019834474;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.018513452;
            } else {
              result[0] += -0.015473969;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
              result[0] += 0.004482677;
            } else {
              result[0] += 0.03358123;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.023072876;
            } else {
              result[0] += -0.0001983929;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += -0.08084113;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            result[0] += 0.016734352;
          } else {
            result[0] += -0.038844954;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
        result[0] += 0.030344024;
      } else {
        result[0] += 0.0071370914;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0010456779;
            } else {
              result[0] += -0.00798102;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
              result[0] += 0.020417992;
            } else {
              result[0] += -0.024931388;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            result[0] += 0.052680083;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0073529412039) ) ) {
              result[0] += -0.012612815;
            } else {
              result[0] += 0.02554777;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.006528627;
            } else {
              result[0] += -0.002430221;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.016950859;
            } else {
              result[0] += 0.056341656;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.00013463681;
            } else {
              result[0] += -0.033747923;
            }
          } else {
            result[0] += -0.10908013;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += 0.01745197;
            } else {
              result[0] += -0.037153974;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
              result[0] += 0.035074916;
            } else {
              result[0] += 0.013903207;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
            result[0] += -0.012932192;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
              result[0] += -0.0037316133;
            } else {
              result[0] += 0.004784136;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
          result[0] += -0.065913916;
        } else {
          result[0] += 0.020786546;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          result[0] += -0.058163863;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65263158083) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.03353735;
            } else {
              result[0] += -0.00054081983;
            }
          } else {
            result[0] += -0.047098484;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.0077876607;
          } else {
            result[0] += 0.016032316;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            result[0] += -0.06291059;
          } else {
            result[0] += 0.004376285;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
              result[0] += -0.003910781;
            } else {
              result[0] += -0.025172576;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.002318283;
            } else {
              result[0] += -0.023239471;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0081632649526) ) ) {
              result[0] += -0.12977624;
            } else {
              result[0] += -0.03833354;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0097323600203) ) ) {
              result[0] += -0.02144905;
            } else {
              result[0] += 0.0070324517;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.25728154182) ) ) {
              result[0] += 0.01235926;
            } else {
              result[0] += 0.040554773;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += -0.016480325;
            } else {
              result[0] += 0.012268671;
            }
          }
        } else {
          result[0] += -0.06357092;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += 2.5503052e-05;
            } else {
              result[0] += 0.00596751;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
              result[0] += 0.023420988;
            } else {
              result[0] += 0.037870236;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
              result[0] += 0.01378147;
            } else {
              result[0] += -0.023797205;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
              result[0] += 0.04489869;
            } else {
              result[0] += 0.020445544;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.032312285;
            } else {
              result[0] += 0.0054829745;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0047058821656) ) ) {
              result[0] += -0.071947604;
            } else {
              result[0] += -0.0030471869;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0021905805916) ) ) {
            result[0] += 0.08041384;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
              result[0] += 0.04757083;
            } else {
              result[0] += 0.014830125;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.02044781;
        } else {
          result[0] += -0.09643671;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
              result[0] += 0.016036069;
            } else {
              result[0] += -0.010854842;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.041283034;
            } else {
              result[0] += -0.004664415;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.018990653;
            } else {
              result[0] += -0.011140832;
            }
          } else {
            result[0] += -0.10064129;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
              result[0] += -0.008960996;
            } else {
              result[0] += -0.025653586;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
              result[0] += -0.0025496401;
            } else {
              result[0] += 0.011165041;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0024617405;
            } else {
              result[0] += -0.11544167;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.010556012;
            } else {
              result[0] += -0.031953417;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.053139877;
          } else {
            result[0] += 0.021384383;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.018041877;
            } else {
              result[0] += 0.050086405;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += -0.016825391;
            } else {
              result[0] += 0.015939163;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.60714286566) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)129) ) ) {
              result[0] += 0.0065969587;
            } else {
              result[0] += 0.023017827;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += 0.013039057;
            } else {
              result[0] += 0.04681777;
            }
          }
        } else {
          result[0] += 0.00042772168;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += 0.0019814174;
            } else {
              result[0] += 0.03552269;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.002184924;
            } else {
              result[0] += -0.025625333;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)215) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1587) ) ) {
              result[0] += 0.042993344;
            } else {
              result[0] += 0.017501187;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
              result[0] += 0.010071128;
            } else {
              result[0] += -0.01486356;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.003356449;
            } else {
              result[0] += -0.048958555;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.008797587;
            } else {
              result[0] += 0.069450885;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)583) ) ) {
              result[0] += 0.047312107;
            } else {
              result[0] += 0.01783875;
            }
          } else {
            result[0] += -0.052823078;
          }
        }
      } else {
        result[0] += -0.041239362;
      }
    } else {
      result[0] += -0.03173341;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += -0.023448816;
            } else {
              result[0] += -0.047248676;
            }
          } else {
            result[0] += 0.008846594;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
              result[0] += -0.008430143;
            } else {
              result[0] += 0.0071883746;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.034872275;
            } else {
              result[0] += -0.0021320328;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
              result[0] += -0.0015957234;
            } else {
              result[0] += 0.0073009464;
            }
          } else {
            result[0] += -0.049102884;
          }
        } else {
          result[0] += -0.04649019;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += -0.008404959;
            } else {
              result[0] += -0.040995236;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.00834028;
            } else {
              result[0] += -0.023623308;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            result[0] += -0.10770698;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0044372766;
            } else {
              result[0] += -0.054401457;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
              result[0] += 7.164439e-05;
            } else {
              result[0] += 0.015043064;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)292) ) ) {
              result[0] += -0.01723483;
            } else {
              result[0] += -0.004213534;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)119) ) ) {
            result[0] += -0.007398415;
          } else {
            result[0] += 0.025638958;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.00041359436;
            } else {
              result[0] += 0.0062184986;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0053322213;
            } else {
              result[0] += -0.082131654;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.014284697;
            } else {
              result[0] += 0.02945554;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.0027504289;
            } else {
              result[0] += -0.04917417;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += -0.03252871;
            } else {
              result[0] += 0.07177813;
            }
          } else {
            result[0] += -0.08113371;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0037696161;
            } else {
              result[0] += 0.01736679;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.022014482;
            } else {
              result[0] += 0.007431188;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)247) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)437) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
              result[0] += -0.00089792995;
            } else {
              result[0] += -0.07655704;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
              result[0] += 0.01993399;
            } else {
              result[0] += 0.003962546;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1349) ) ) {
              result[0] += 0.013890527;
            } else {
              result[0] += 0.030543217;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0141904745;
            } else {
              result[0] += -0.006256933;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.046381913;
        } else {
          result[0] += 0.014263141;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)132) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81904762983) ) ) {
              result[0] += -0.010310777;
            } else {
              result[0] += 0.005059618;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.06673488;
            } else {
              result[0] += -0.009921988;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.0014083887;
            } else {
              result[0] += -0.026033482;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0065061808564) ) ) {
              result[0] += 0.035578404;
            } else {
              result[0] += 0.0042932397;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.0017907191;
            } else {
              result[0] += 0.015378246;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.024602698;
            } else {
              result[0] += -0.0026744525;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88571429253) ) ) {
              result[0] += 0.037782755;
            } else {
              result[0] += 0.021522248;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.010672496;
            } else {
              result[0] += 0.026364649;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.0010813454;
            } else {
              result[0] += -0.03599774;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.02765058;
            } else {
              result[0] += 0.0033861385;
            }
          }
        } else {
          result[0] += -0.0454895;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.011130242;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
              result[0] += 0.048494887;
            } else {
              result[0] += 0.009489044;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.06662383;
            } else {
              result[0] += -0.006801696;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8203125) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.25728154182) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.072218604386) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.003859257;
            } else {
              result[0] += 0.015443248;
            }
          } else {
            result[0] += -0.069351576;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73529410362) ) ) {
              result[0] += 0.027784238;
            } else {
              result[0] += 0.011495263;
            }
          } else {
            result[0] += -0.0129161915;
          }
        }
      } else {
        result[0] += -0.035215005;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
          result[0] += -0.06656804;
        } else {
          result[0] += -0.015224633;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += 0.013399683;
            } else {
              result[0] += -0.012830036;
            }
          } else {
            result[0] += 0.031392448;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85714286566) ) ) {
              result[0] += -0.005859326;
            } else {
              result[0] += -0.042291176;
            }
          } else {
            result[0] += -0.0028540776;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)88) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += -0.023225283;
            } else {
              result[0] += -0.0048147603;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += -0.048930325;
            } else {
              result[0] += -0.018725473;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
              result[0] += -0.00383659;
            } else {
              result[0] += 0.005139583;
            }
          } else {
            result[0] += -0.056505036;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.016702602;
            } else {
              result[0] += 0.030043354;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.1195847;
            } else {
              result[0] += -0.04830288;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1117) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.0049532857;
            } else {
              result[0] += 0.013154069;
            }
          } else {
            result[0] += -0.041625094;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.020223036;
            } else {
              result[0] += -0.0060037198;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.05776274;
            } else {
              result[0] += 0.01917011;
            }
          }
        } else {
          result[0] += 0.052926917;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84090906382) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0016857929;
            } else {
              result[0] += -0.013730756;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.08454365;
            } else {
              result[0] += -0.016617952;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)554) ) ) {
              result[0] += 0.005644663;
            } else {
              result[0] += 0.023943711;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
              result[0] += -0.004306839;
            } else {
              result[0] += 0.0066963197;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.091086529195) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.019043365;
            } else {
              result[0] += 0.026219008;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
              result[0] += -0.00029214215;
            } else {
              result[0] += 0.01200884;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.009009327;
            } else {
              result[0] += -0.038556337;
            }
          } else {
            result[0] += -0.039458197;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74666666985) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
            result[0] += 0.040182736;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += 0.012540901;
            } else {
              result[0] += 0.028907154;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83999997377) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += -0.041603558;
            } else {
              result[0] += -0.010066503;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
              result[0] += 0.03492103;
            } else {
              result[0] += 0.017016819;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0037220933;
            } else {
              result[0] += 0.01725834;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.023268288;
            } else {
              result[0] += 0.003394365;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
              result[0] += 0.015426873;
            } else {
              result[0] += -0.0033748567;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.05579542;
            } else {
              result[0] += 0.020622566;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
          result[0] += -0.052400608;
        } else {
          result[0] += 0.0012108282;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79503107071) ) ) {
              result[0] += -0.0070764343;
            } else {
              result[0] += -0.05908091;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
              result[0] += 0.0025205596;
            } else {
              result[0] += 0.029704368;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
              result[0] += -0.076464534;
            } else {
              result[0] += -0.020571725;
            }
          } else {
            result[0] += 0.029470805;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.0005718789;
            } else {
              result[0] += -0.045368854;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.042590912;
            } else {
              result[0] += -0.017816763;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.010801408;
            } else {
              result[0] += 0.00032409414;
            }
          } else {
            result[0] += 0.04355383;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.02319033;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.0356267;
            } else {
              result[0] += -0.015688464;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += -0.005361782;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.12599729;
            } else {
              result[0] += -0.055660743;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)123) ) ) {
              result[0] += -0.0028164969;
            } else {
              result[0] += 0.022278432;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0041571455;
            } else {
              result[0] += -0.018781796;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
            result[0] += -0.043271534;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += -0.0069724955;
            } else {
              result[0] += 0.006951877;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
              result[0] += 0.0013311874;
            } else {
              result[0] += -0.010868977;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += 0.007353189;
            } else {
              result[0] += 0.028574029;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.008937348;
            } else {
              result[0] += 0.022386782;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
              result[0] += -0.0016286074;
            } else {
              result[0] += -0.0700412;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)34) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            result[0] += -0.01740775;
          } else {
            result[0] += -0.06374696;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0069336626;
            } else {
              result[0] += 0.017838905;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
              result[0] += -0.07076395;
            } else {
              result[0] += -0.0122736385;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)816) ) ) {
          result[0] += 0.032787718;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.018189529;
            } else {
              result[0] += 0.026663724;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += -0.010159761;
            } else {
              result[0] += 0.016860953;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
            result[0] += -0.040892582;
          } else {
            result[0] += -0.024296816;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.012679211;
            } else {
              result[0] += -0.031322848;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.019262249;
            } else {
              result[0] += 0.007865086;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.00039132047;
            } else {
              result[0] += -0.009887505;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
              result[0] += 0.010029488;
            } else {
              result[0] += 0.047159802;
            }
          }
        } else {
          result[0] += -0.05858719;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
              result[0] += -0.06664594;
            } else {
              result[0] += 0.0016972069;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += -0.01262065;
            } else {
              result[0] += 0.0019488697;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
              result[0] += 0.049410854;
            } else {
              result[0] += 0.0077447924;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.064633854;
            } else {
              result[0] += 0.021408971;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.00498645;
            } else {
              result[0] += 0.031889416;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.062502146;
            } else {
              result[0] += 0.0048030405;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.008063416;
            } else {
              result[0] += 0.053188115;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.033971433;
            } else {
              result[0] += 0.06584721;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            result[0] += -0.033275384;
          } else {
            result[0] += -0.0008333704;
          }
        } else {
          result[0] += -0.09615327;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65789473057) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)319) ) ) {
              result[0] += 0.006839964;
            } else {
              result[0] += 0.024651319;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
              result[0] += 0.0001990501;
            } else {
              result[0] += -0.015466495;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            result[0] += 0.03054384;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += 0.003073883;
            } else {
              result[0] += 0.021591797;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            result[0] += -0.010972225;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0084387;
            } else {
              result[0] += 0.020222021;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)181) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += 0.027668191;
            } else {
              result[0] += 0.048712205;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += 0.007653687;
            } else {
              result[0] += 0.02883257;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          result[0] += -0.04362971;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)163) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
              result[0] += -0.007776655;
            } else {
              result[0] += 0.012096935;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.011524942;
            } else {
              result[0] += 0.002613888;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.010232362;
            } else {
              result[0] += -0.0022590745;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.012027436;
            } else {
              result[0] += 0.042117365;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
              result[0] += 0.006695857;
            } else {
              result[0] += 0.0416605;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.024919093;
            } else {
              result[0] += 0.07637636;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += -0.0059179645;
            } else {
              result[0] += -0.043906797;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.011061273;
            } else {
              result[0] += -0.07174706;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
              result[0] += 0.023808956;
            } else {
              result[0] += -0.013074445;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)106) ) ) {
              result[0] += -0.020116726;
            } else {
              result[0] += -0.00025743074;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.0026923686;
            } else {
              result[0] += 0.037402224;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.062378716;
            } else {
              result[0] += 0.009245907;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.06046647;
          } else {
            result[0] += -0.032313667;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.02977771;
            } else {
              result[0] += -0.009563731;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += 0.03466218;
            } else {
              result[0] += 0.015383079;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75568181276) ) ) {
              result[0] += -0.0074826865;
            } else {
              result[0] += -0.043589283;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
              result[0] += 0.003203151;
            } else {
              result[0] += 0.030379463;
            }
          }
        }
      } else {
        result[0] += -0.043848436;
      }
    }
  } else {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
              result[0] += -0.0045062313;
            } else {
              result[0] += -0.045912042;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58407080173) ) ) {
              result[0] += 0.0045285425;
            } else {
              result[0] += -0.022141906;
            }
          }
        } else {
          result[0] += -0.043973938;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.035512116;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.019594649;
            } else {
              result[0] += 0.0055517177;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0028333531;
            } else {
              result[0] += -0.026402414;
            }
          } else {
            result[0] += 0.020853378;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0018466309;
            } else {
              result[0] += 0.012597258;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
              result[0] += 0.02830861;
            } else {
              result[0] += 0.01848985;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += 0.02252014;
            } else {
              result[0] += 0.05621472;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
              result[0] += -0.01902608;
            } else {
              result[0] += -0.0021767642;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.01789437;
            } else {
              result[0] += -0.001370814;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
              result[0] += 0.06690211;
            } else {
              result[0] += 0.027865175;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += -0.013048005;
            } else {
              result[0] += -0.0011145305;
            }
          } else {
            result[0] += 0.011983467;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1454) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0053701303;
            } else {
              result[0] += -0.030042494;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.04603306;
            } else {
              result[0] += 0.002543058;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
            result[0] += 0.028884187;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += -0.002594279;
            } else {
              result[0] += 0.015600726;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += -0.001838513;
            } else {
              result[0] += -0.0265884;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += 0.002976373;
            } else {
              result[0] += -0.004548923;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.016607035;
            } else {
              result[0] += 0.050477933;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0023547772;
            } else {
              result[0] += -0.020049876;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.034879874;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.039816376;
            } else {
              result[0] += -0.0089049125;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
            result[0] += -0.09527532;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += 0.0073103416;
            } else {
              result[0] += -0.046613175;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0022734464;
            } else {
              result[0] += -0.019996816;
            }
          } else {
            result[0] += -0.03627081;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += 0.008008591;
            } else {
              result[0] += 0.026039127;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
              result[0] += -0.006853528;
            } else {
              result[0] += 0.0036379683;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
              result[0] += -0.0011028028;
            } else {
              result[0] += -0.054000508;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
              result[0] += -1.732497e-05;
            } else {
              result[0] += 0.021047125;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.009260751;
            } else {
              result[0] += -0.006524443;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.033104427;
            } else {
              result[0] += -0.0008660913;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            result[0] += -0.01499769;
          } else {
            result[0] += -0.06810825;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.010422449;
            } else {
              result[0] += 0.013007718;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
              result[0] += -0.0827238;
            } else {
              result[0] += -0.01888409;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
            result[0] += 0.008768682;
          } else {
            result[0] += -0.010993328;
          }
        } else {
          result[0] += 0.059058517;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.010331388;
            } else {
              result[0] += -0.0131824035;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += -0.046864774;
            } else {
              result[0] += -0.020961938;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1360) ) ) {
              result[0] += -0.0005891929;
            } else {
              result[0] += 0.010417658;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1000) ) ) {
              result[0] += 0.027581502;
            } else {
              result[0] += 0.0140571175;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
              result[0] += -0.0017223082;
            } else {
              result[0] += 0.007477985;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.043008618;
            } else {
              result[0] += 0.017825736;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.10000000149) ) ) {
              result[0] += -0.014436915;
            } else {
              result[0] += -0.112390235;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.015891267;
            } else {
              result[0] += 0.016330441;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.02046149;
            } else {
              result[0] += 0.0043419553;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.005465794;
            } else {
              result[0] += 0.013958375;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0032601736;
            } else {
              result[0] += 0.022083214;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0079577565;
            } else {
              result[0] += -0.015188152;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.020453967;
            } else {
              result[0] += 0.009874391;
            }
          } else {
            result[0] += -0.015829038;
          }
        } else {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.0007888702;
          } else {
            result[0] += -0.031070104;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.019999074;
            } else {
              result[0] += 0.0046532736;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
              result[0] += 0.02460266;
            } else {
              result[0] += 0.0049765552;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.009064357;
            } else {
              result[0] += 0.013470734;
            }
          } else {
            result[0] += -0.02928083;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0086058517918) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
              result[0] += 0.015312533;
            } else {
              result[0] += -0.0018140536;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.011790238;
            } else {
              result[0] += -0.044250842;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.003142583;
            } else {
              result[0] += 0.010730262;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
              result[0] += 0.028066842;
            } else {
              result[0] += -0.0021224187;
            }
          }
        }
      } else {
        result[0] += 0.03829649;
      }
    } else {
      result[0] += -0.023760453;
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
              result[0] += -0.0032098;
            } else {
              result[0] += 0.012019375;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.031810608;
            } else {
              result[0] += 0.004970876;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.021118805;
            } else {
              result[0] += -0.087592535;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
              result[0] += 0.012444308;
            } else {
              result[0] += -0.029012192;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.009044193;
            } else {
              result[0] += -0.00031962243;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.01892483;
            } else {
              result[0] += 0.0037502018;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0097592715174) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.034884755;
            } else {
              result[0] += 0.0035313491;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0052947034;
            } else {
              result[0] += -0.100719236;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
          result[0] += -0.044546105;
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
              result[0] += 0.006686182;
            } else {
              result[0] += -0.01347058;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
              result[0] += 0.015547249;
            } else {
              result[0] += 0.03692494;
            }
          }
        }
      } else {
        result[0] += -0.05750099;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += 0.00038956755;
            } else {
              result[0] += 0.010687895;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)202) ) ) {
              result[0] += 0.031282134;
            } else {
              result[0] += 0.002386702;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += 0.0047328672;
            } else {
              result[0] += 0.018404284;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0056801126;
            } else {
              result[0] += 0.013203199;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
          result[0] += 0.028386805;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
            result[0] += 0.008140046;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
              result[0] += 0.024738168;
            } else {
              result[0] += 0.014767326;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
        result[0] += 0.055323314;
      } else {
        result[0] += 0.022907412;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
              result[0] += -0.03431041;
            } else {
              result[0] += -0.018307185;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0112292105;
            } else {
              result[0] += -0.0126910405;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.009031262;
            } else {
              result[0] += -0.0073811836;
            }
          } else {
            result[0] += 0.011630176;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += -0.0022102203;
            } else {
              result[0] += -0.030589769;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += 0.005911808;
            } else {
              result[0] += -0.024641192;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
              result[0] += -0.011352054;
            } else {
              result[0] += -0.07133015;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0025395532;
            } else {
              result[0] += 0.029919082;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += 0.028874243;
            } else {
              result[0] += 0.009987523;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += 0.01078613;
            } else {
              result[0] += -0.027326604;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
              result[0] += 0.0056784544;
            } else {
              result[0] += -0.024897618;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0098831988871) ) ) {
              result[0] += 0.018730149;
            } else {
              result[0] += -0.0028737828;
            }
          }
        }
      } else {
        result[0] += -0.015021475;
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091407680884) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
              result[0] += 0.0027091706;
            } else {
              result[0] += -0.029482609;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)197) ) ) {
              result[0] += 0.026172245;
            } else {
              result[0] += 0.00012890091;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)226) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)125) ) ) {
              result[0] += -0.011221454;
            } else {
              result[0] += -0.0053141257;
            }
          } else {
            result[0] += -0.050212096;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
              result[0] += 0.021172142;
            } else {
              result[0] += -0.0014816554;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.040756077;
            } else {
              result[0] += 0.02493856;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)46) ) ) {
              result[0] += -0.011110554;
            } else {
              result[0] += -0.042039596;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
              result[0] += -0.0024426412;
            } else {
              result[0] += 0.018636728;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
        result[0] += 0.041871484;
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)800) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.005855562631) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.013518083;
            } else {
              result[0] += 0.020375175;
            }
          } else {
            result[0] += -0.00079043873;
          }
        } else {
          result[0] += 0.034218967;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
              result[0] += -0.0036051732;
            } else {
              result[0] += 0.0045723733;
            }
          } else {
            result[0] += -0.06176445;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011711125262) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.008158043;
            } else {
              result[0] += 0.035781097;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0039710673;
            } else {
              result[0] += -0.009028711;
            }
          }
        }
      } else {
        result[0] += -0.06971084;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21428571641) ) ) {
              result[0] += 0.0067085894;
            } else {
              result[0] += 0.032346405;
            }
          } else {
            result[0] += 0.034050714;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1653) ) ) {
              result[0] += -0.037967205;
            } else {
              result[0] += -0.0059191077;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
              result[0] += 0.0075375917;
            } else {
              result[0] += -0.015490102;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
          result[0] += 0.045818176;
        } else {
          result[0] += 0.014806514;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          result[0] += 0.003237984;
        } else {
          result[0] += 0.045639165;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.027618846;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += 0.008055779;
            } else {
              result[0] += 0.05078539;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
              result[0] += 0.0027065712;
            } else {
              result[0] += 0.012139334;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.007601642;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
              result[0] += 0.018356675;
            } else {
              result[0] += 6.308589e-05;
            }
          }
        } else {
          result[0] += 0.028354248;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)213) ) ) {
          result[0] += 0.049279977;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += 0.0075050215;
            } else {
              result[0] += 0.02519851;
            }
          } else {
            result[0] += -0.0027106456;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
              result[0] += -0.0015289135;
            } else {
              result[0] += -0.021111634;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += 0.016354175;
            } else {
              result[0] += -0.02939418;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += -0.001332815;
            } else {
              result[0] += 0.018701099;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.014057119;
            } else {
              result[0] += 0.028315619;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.019715942;
            } else {
              result[0] += 0.0041568284;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.00043784553;
            } else {
              result[0] += -0.050801218;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.012171711;
            } else {
              result[0] += -0.010909046;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
              result[0] += -0.00063727;
            } else {
              result[0] += -0.033003703;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)231) ) ) {
              result[0] += 0.004658052;
            } else {
              result[0] += -0.007747137;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.007848288;
            } else {
              result[0] += 0.02540036;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.055020135;
            } else {
              result[0] += 0.015051349;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.084359944;
            } else {
              result[0] += -0.002639093;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.022822838;
            } else {
              result[0] += 0.001932838;
            }
          } else {
            result[0] += -0.04347529;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
            result[0] += -0.082071885;
          } else {
            result[0] += -0.012451104;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)247) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.042063326;
            } else {
              result[0] += 0.016427197;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039577838033) ) ) {
              result[0] += 0.013763388;
            } else {
              result[0] += 0.0019367746;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
              result[0] += 0.01282609;
            } else {
              result[0] += 0.027548809;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.010151589;
            } else {
              result[0] += -0.00013203661;
            }
          }
        }
      } else {
        result[0] += 0.03043108;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
            result[0] += -0.014928492;
          } else {
            result[0] += 0.02332621;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
            result[0] += -0.057814706;
          } else {
            result[0] += -0.0088919485;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)42) ) ) {
          result[0] += 0.021335127;
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.012812949;
            } else {
              result[0] += 0.00054081454;
            }
          } else {
            result[0] += -0.0174428;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)955) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
              result[0] += -0.026667057;
            } else {
              result[0] += 0.012233792;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += 0.015036705;
            } else {
              result[0] += -0.0065290527;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += -0.02096088;
            } else {
              result[0] += -0.06923984;
            }
          } else {
            result[0] += 0.010868929;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
              result[0] += -0.00094420224;
            } else {
              result[0] += 0.007528085;
            }
          } else {
            result[0] += 0.043914434;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += -0.0052354443;
            } else {
              result[0] += -0.027350951;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
              result[0] += -0.016984925;
            } else {
              result[0] += 0.006071799;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += -0.018374665;
          } else {
            result[0] += 0.028495992;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.010992043;
            } else {
              result[0] += -0.00040864662;
            }
          } else {
            result[0] += -0.026598886;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
              result[0] += 0.015381336;
            } else {
              result[0] += 0.03643505;
            }
          } else {
            result[0] += -0.0120532615;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
              result[0] += 0.0055574565;
            } else {
              result[0] += -0.07278701;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
              result[0] += -0.0015279979;
            } else {
              result[0] += 0.014394778;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += -0.007095636;
            } else {
              result[0] += -0.03117015;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0014374515;
            } else {
              result[0] += 0.004865279;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.011769685;
            } else {
              result[0] += 0.025296444;
            }
          } else {
            result[0] += 0.039769955;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.06696384;
            } else {
              result[0] += 0.03631677;
            }
          } else {
            result[0] += -0.097814225;
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.009854057;
            } else {
              result[0] += 0.021260833;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.008812469;
            } else {
              result[0] += -0.08364081;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 3.5538716e-05;
            } else {
              result[0] += 0.014041617;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.022604836;
            } else {
              result[0] += 0.0021382056;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.03473491;
            } else {
              result[0] += 0.005830572;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0039916164;
            } else {
              result[0] += 0.01728745;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0021905805916) ) ) {
          result[0] += 0.06648314;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.072218604386) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.01593834;
            } else {
              result[0] += -0.030352017;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 0.030017158;
            } else {
              result[0] += 0.012850023;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
              result[0] += -0.0047666053;
            } else {
              result[0] += -0.019657336;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0062985034;
            } else {
              result[0] += -0.0020998048;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)263) ) ) {
              result[0] += 0.0219563;
            } else {
              result[0] += -0.019632753;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)42) ) ) {
              result[0] += -0.059145905;
            } else {
              result[0] += 0.0035625796;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += 0.015311441;
            } else {
              result[0] += -0.0009766276;
            }
          } else {
            result[0] += -0.11006977;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
              result[0] += 0.0076296115;
            } else {
              result[0] += -0.011816945;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += 0.0052501373;
            } else {
              result[0] += 0.037379738;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0097323600203) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.1356684;
            } else {
              result[0] += -0.055159416;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
              result[0] += -0.013124227;
            } else {
              result[0] += -0.07661445;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            result[0] += 0.034940872;
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
              result[0] += -0.019259058;
            } else {
              result[0] += -0.0041182903;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13612565398) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0012577939;
            } else {
              result[0] += -0.010096817;
            }
          } else {
            result[0] += 0.020082375;
          }
        } else {
          result[0] += 0.021020722;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0071090045385) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79746836424) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0071762986;
            } else {
              result[0] += -0.015509861;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
              result[0] += 0.033436056;
            } else {
              result[0] += 0.012880216;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.039183345;
            } else {
              result[0] += 0.008425962;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8203125) ) ) {
              result[0] += 0.016211396;
            } else {
              result[0] += -0.035578143;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011290322989) ) ) {
              result[0] += -0.029017836;
            } else {
              result[0] += -0.0063609863;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
              result[0] += -0.044234663;
            } else {
              result[0] += -0.00017038155;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.020779220387) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017621144652) ) ) {
              result[0] += 0.003217424;
            } else {
              result[0] += -0.029294416;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.05920624733) ) ) {
              result[0] += 0.019779794;
            } else {
              result[0] += 0.0008625408;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
          result[0] += 0.03179187;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            result[0] += -0.041266344;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += -0.008721528;
            } else {
              result[0] += 0.005921544;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          result[0] += -0.051031172;
        } else {
          result[0] += -0.02569001;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3002) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.004357059;
            } else {
              result[0] += 0.016707564;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
              result[0] += -0.00025889778;
            } else {
              result[0] += 0.021985898;
            }
          }
        } else {
          result[0] += 0.03278747;
        }
      } else {
        result[0] += -0.048404124;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += 0.0015130964;
            } else {
              result[0] += -0.0186949;
            }
          } else {
            result[0] += 0.012409535;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
            result[0] += -0.07692622;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0024580152;
            } else {
              result[0] += -0.039702233;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.011852725;
            } else {
              result[0] += -0.00033908893;
            }
          } else {
            result[0] += -0.013994507;
          }
        } else {
          result[0] += 0.025934765;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
              result[0] += -0.0031420772;
            } else {
              result[0] += 0.003074358;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
              result[0] += -0.046489105;
            } else {
              result[0] += -0.0027262252;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.008470624;
            } else {
              result[0] += -0.0067270114;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
              result[0] += 0.06376974;
            } else {
              result[0] += 0.015759703;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.015683789;
            } else {
              result[0] += 0.003176241;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.044491746;
            } else {
              result[0] += -0.010715458;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)153) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
              result[0] += -0.0063963267;
            } else {
              result[0] += 0.009214009;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.028753076;
            } else {
              result[0] += 0.009962915;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
          result[0] += -0.0015448773;
        } else {
          result[0] += 0.049172167;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)76) ) ) {
              result[0] += 0.03459057;
            } else {
              result[0] += 0.0025803496;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += -0.04371622;
            } else {
              result[0] += -0.021172607;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
              result[0] += 0.014927951;
            } else {
              result[0] += 0.0023457229;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
              result[0] += 0.02514199;
            } else {
              result[0] += 0.0108237965;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += -0.0142530445;
            } else {
              result[0] += 0.0067137764;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)11) ) ) {
              result[0] += 0.03694813;
            } else {
              result[0] += -0.012676093;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.02453032;
          } else {
            result[0] += -0.063532196;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.009124144;
            } else {
              result[0] += -0.0025363148;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
              result[0] += -0.018349973;
            } else {
              result[0] += 0.0013355201;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.015143533;
          } else {
            result[0] += -0.051671904;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += 0.046561893;
        } else {
          result[0] += 0.023431323;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += 0.021980178;
        } else {
          result[0] += -0.014459105;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.010758466;
            } else {
              result[0] += 0.0017361501;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.049544957;
            } else {
              result[0] += 0.022131233;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += -0.03402416;
            } else {
              result[0] += -0.08105674;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.01071174;
            } else {
              result[0] += 0.0026563872;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.059018355;
            } else {
              result[0] += 0.039240967;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0038121794;
            } else {
              result[0] += -0.02953215;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
              result[0] += -0.0071993903;
            } else {
              result[0] += -0.053463068;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.011791322;
            } else {
              result[0] += -0.039733335;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04098360613) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += 0.006637312;
            } else {
              result[0] += 0.03232969;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.005671571;
            } else {
              result[0] += 0.014329984;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
            result[0] += 0.06777639;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.013936046;
            } else {
              result[0] += 0.04231951;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
          result[0] += -0.08900366;
        } else {
          result[0] += -0.008175002;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.0126053365;
            } else {
              result[0] += -0.0019711289;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
              result[0] += -0.05374531;
            } else {
              result[0] += 0.0059306785;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += -0.00024510102;
            } else {
              result[0] += -0.02108682;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 0.05742919;
            } else {
              result[0] += 0.01823126;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)482) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += 0.001542135;
            } else {
              result[0] += 0.033795405;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.003097453;
            } else {
              result[0] += 0.03632348;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0070394287;
            } else {
              result[0] += -0.046095047;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += -0.04172385;
            } else {
              result[0] += -0.004602113;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += 0.028104592;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
            result[0] += -0.052551042;
          } else {
            result[0] += -0.09657788;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
            result[0] += -0.004017064;
          } else {
            result[0] += 0.043551464;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.00844663;
            } else {
              result[0] += -0.04762516;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0046224961989) ) ) {
              result[0] += 0.031014843;
            } else {
              result[0] += -0.0061348095;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
        result[0] += 0.0052871783;
      } else {
        result[0] += -0.024849838;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.02784245;
            } else {
              result[0] += -0.009147751;
            }
          } else {
            result[0] += 0.05553588;
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.0017008124;
          } else {
            result[0] += -0.016193582;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          result[0] += -0.04143093;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
              result[0] += 0.003559673;
            } else {
              result[0] += -0.041793138;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
              result[0] += 0.01624166;
            } else {
              result[0] += 0.00014699034;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += -0.0032526336;
            } else {
              result[0] += -0.035153303;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.056588214;
            } else {
              result[0] += -0.007659152;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            result[0] += 0.009788609;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += -0.057497036;
            } else {
              result[0] += -0.008508212;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
              result[0] += 0.00789535;
            } else {
              result[0] += 0.0002027433;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
              result[0] += 0.014436357;
            } else {
              result[0] += 0.03567043;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
              result[0] += -0.036770277;
            } else {
              result[0] += -0.00084261084;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)64) ) ) {
              result[0] += -0.06979419;
            } else {
              result[0] += -0.028214578;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
              result[0] += -0.0299127;
            } else {
              result[0] += 0.019934183;
            }
          } else {
            result[0] += -0.030547833;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
              result[0] += 0.0023511841;
            } else {
              result[0] += 0.020184029;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.034164272;
            } else {
              result[0] += 0.012661807;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.0093119545;
            } else {
              result[0] += 0.034333643;
            }
          } else {
            result[0] += -0.04043738;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.019962532;
            } else {
              result[0] += 0.006180865;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
              result[0] += 0.03701408;
            } else {
              result[0] += 0.01862289;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += 0.017754016;
            } else {
              result[0] += -0.0019492327;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
              result[0] += -0.009254281;
            } else {
              result[0] += -0.033078652;
            }
          }
        } else {
          result[0] += -0.05233988;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += 0.007329312;
            } else {
              result[0] += 0.029336616;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.0039255964;
            } else {
              result[0] += 0.0041658087;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)180) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += 0.0021105898;
            } else {
              result[0] += -0.04156322;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += -0.0017383493;
            } else {
              result[0] += 0.03827655;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += 0.04096169;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.027108854;
          } else {
            result[0] += 0.0152141275;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.003984201;
            } else {
              result[0] += -0.027942067;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += 0.02269157;
            } else {
              result[0] += 0.0022267723;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
              result[0] += 0.004923063;
            } else {
              result[0] += 0.025816653;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.003942407;
            } else {
              result[0] += 0.052715372;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
            result[0] += 0.013311492;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
              result[0] += -0.028126383;
            } else {
              result[0] += -0.007422492;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.0073261233;
            } else {
              result[0] += -0.011480461;
            }
          } else {
            result[0] += -0.041799538;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            result[0] += 0.017816706;
          } else {
            result[0] += 0.037159275;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.03003355;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0024313715;
            } else {
              result[0] += -0.025596583;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.016723935;
          } else {
            result[0] += -0.039973423;
          }
        } else {
          result[0] += -0.054936893;
        }
      } else {
        result[0] += -0.009242117;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.00032026132;
            } else {
              result[0] += -0.006265737;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += -0.05850429;
            } else {
              result[0] += 0.005321702;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.013730477;
            } else {
              result[0] += -0.008911657;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += -0.019367438;
            } else {
              result[0] += 0.004732265;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.014346937;
            } else {
              result[0] += -0.0056468765;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.03511991;
            } else {
              result[0] += 0.0200437;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
            result[0] += -0.03699149;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.0147701455;
            } else {
              result[0] += -0.0034410376;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019999999553) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += 0.01040951;
            } else {
              result[0] += 0.04672423;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
              result[0] += -0.0042184982;
            } else {
              result[0] += 0.006600263;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0063928193;
            } else {
              result[0] += 0.05852257;
            }
          } else {
            result[0] += -0.023972476;
          }
        }
      } else {
        result[0] += -0.047075953;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
            result[0] += 0.016019678;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.028886138;
            } else {
              result[0] += 0.0068428176;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
              result[0] += -0.008173615;
            } else {
              result[0] += 0.02615502;
            }
          } else {
            result[0] += -0.025296807;
          }
        }
      } else {
        result[0] += 0.02892155;
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          result[0] += -0.0066574104;
        } else {
          result[0] += -0.018801104;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)157) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
              result[0] += 4.2175638e-05;
            } else {
              result[0] += 0.02046647;
            }
          } else {
            result[0] += -0.003429149;
          }
        } else {
          result[0] += 0.021052476;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
              result[0] += 0.02250181;
            } else {
              result[0] += -0.0021046777;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.032258063555) ) ) {
              result[0] += 0.016650455;
            } else {
              result[0] += -0.00015454854;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.018390013;
            } else {
              result[0] += -0.0036951713;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
              result[0] += 0.013594376;
            } else {
              result[0] += 0.02775306;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.015097462;
            } else {
              result[0] += 0.033629328;
            }
          } else {
            result[0] += 0.034948364;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += -0.004961352;
            } else {
              result[0] += -0.031508878;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.012198999;
            } else {
              result[0] += -0.015045009;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091407680884) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)54) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0116341775;
            } else {
              result[0] += -0.003202339;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
              result[0] += 0.019880565;
            } else {
              result[0] += -0.012525692;
            }
          }
        } else {
          result[0] += -0.024465479;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.04571341;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.020779220387) ) ) {
              result[0] += -0.009203177;
            } else {
              result[0] += 0.0017406049;
            }
          } else {
            result[0] += 0.024941029;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += -0.016485227;
            } else {
              result[0] += -0.048005667;
            }
          } else {
            result[0] += 0.020921864;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.009181413;
            } else {
              result[0] += -0.015405945;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += -0.0016681161;
            } else {
              result[0] += -0.015107776;
            }
          }
        }
      } else {
        result[0] += -0.049166188;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            result[0] += 0.016264832;
          } else {
            result[0] += 0.0041338303;
          }
        } else {
          result[0] += -0.020626288;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += 0.02673673;
            } else {
              result[0] += 0.011982615;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += -0.03245833;
            } else {
              result[0] += 0.012584631;
            }
          }
        } else {
          result[0] += 0.023180725;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)129) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0011087538;
            } else {
              result[0] += -0.0024429427;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
              result[0] += -0.0049884566;
            } else {
              result[0] += 0.02093565;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
              result[0] += 0.03435706;
            } else {
              result[0] += 0.020434363;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
              result[0] += -0.04996931;
            } else {
              result[0] += 0.01166551;
            }
          }
        }
      } else {
        result[0] += -0.0372567;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)145) ) ) {
            result[0] += 0.023465982;
          } else {
            result[0] += 0.0110216355;
          }
        } else {
          result[0] += 0.035779595;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          result[0] += 0.014711911;
        } else {
          result[0] += -0.0046616374;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)195) ) ) {
              result[0] += -0.0024268504;
            } else {
              result[0] += 0.008683282;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0066722417;
            } else {
              result[0] += -0.019366506;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += -0.02526066;
            } else {
              result[0] += -0.002343986;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += 0.00054814434;
            } else {
              result[0] += -0.023282435;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.034040358;
            } else {
              result[0] += 0.004176049;
            }
          } else {
            result[0] += -0.045358866;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
              result[0] += 0.0126021225;
            } else {
              result[0] += -0.0022728613;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
              result[0] += -0.037392043;
            } else {
              result[0] += 0.0086504975;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.013542398;
            } else {
              result[0] += -0.0036544118;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.040747028;
            } else {
              result[0] += 0.0062190327;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.037262373;
            } else {
              result[0] += 0.07291647;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += 0.03950089;
            } else {
              result[0] += -0.019664198;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
            result[0] += -0.028899187;
          } else {
            result[0] += 0.0015409273;
          }
        } else {
          result[0] += -0.053492706;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.049629513;
      } else {
        result[0] += 0.02111411;
      }
    } else {
      result[0] += 0.010764488;
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87368422747) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
              result[0] += -0.0019160862;
            } else {
              result[0] += 0.0013719128;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
              result[0] += -0.0048769675;
            } else {
              result[0] += 0.01619904;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            result[0] += -0.084240355;
          } else {
            result[0] += -0.0054298914;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += 0.01377513;
            } else {
              result[0] += 0.03391645;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88571429253) ) ) {
              result[0] += 0.03116799;
            } else {
              result[0] += 0.0028291051;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            result[0] += 0.0067111263;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += -0.033565413;
            } else {
              result[0] += -0.0046849395;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
              result[0] += 0.022787012;
            } else {
              result[0] += 0.014159073;
            }
          } else {
            result[0] += 0.03441893;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0031688658;
            } else {
              result[0] += 0.014137574;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0134550035;
            } else {
              result[0] += 0.04219833;
            }
          }
        }
      } else {
        result[0] += -0.023739286;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += 0.021196442;
            } else {
              result[0] += 0.008946762;
            }
          } else {
            result[0] += -0.0088468855;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.035379928;
            } else {
              result[0] += 0.0008543012;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.0044412813;
            } else {
              result[0] += 0.0192598;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)163) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += 0.01598538;
            } else {
              result[0] += 0.0015218335;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.02097362;
            } else {
              result[0] += 0.000598688;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)213) ) ) {
            result[0] += 0.041658312;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
              result[0] += 0.011817987;
            } else {
              result[0] += -0.0103915995;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
        result[0] += -0.041865222;
      } else {
        result[0] += 0.00016509254;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.0036470783;
            } else {
              result[0] += -0.017110175;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.039284676;
            } else {
              result[0] += -0.013231612;
            }
          }
        } else {
          result[0] += -0.0500527;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 0.017793117;
            } else {
              result[0] += -0.01053871;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.013907477;
            } else {
              result[0] += -0.0028885107;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
            result[0] += 0.031294197;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
              result[0] += 0.008726802;
            } else {
              result[0] += 0.01575887;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027874564752) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0003978922;
            } else {
              result[0] += -0.012554797;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.00749214;
            } else {
              result[0] += 0.044206887;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.070917367935) ) ) {
              result[0] += -0.010114279;
            } else {
              result[0] += -0.019967591;
            }
          } else {
            result[0] += -0.03915098;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
          result[0] += 0.0027223963;
        } else {
          result[0] += -0.07332252;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += 0.002228129;
            } else {
              result[0] += -0.012308556;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += -0.017533574;
            } else {
              result[0] += 0.006481625;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.010329179;
            } else {
              result[0] += -0.007329306;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.06427149;
            } else {
              result[0] += 0.024410501;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
              result[0] += 0.020869715;
            } else {
              result[0] += 0.007590861;
            }
          } else {
            result[0] += 0.051227774;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)195) ) ) {
              result[0] += -0.0075692013;
            } else {
              result[0] += -0.040351924;
            }
          } else {
            result[0] += 0.023229746;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        result[0] += -0.06632998;
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
              result[0] += 0.0062356894;
            } else {
              result[0] += -0.015328201;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
              result[0] += 0.057897665;
            } else {
              result[0] += 0.004642909;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.03250463;
            } else {
              result[0] += 0.009916461;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
              result[0] += -0.070459805;
            } else {
              result[0] += 0.0026527436;
            }
          }
        }
      }
    }
  }
}

