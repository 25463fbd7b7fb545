
#include "header.h"

void predict_unit3(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74666666985) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
              result[0] += -0.00022099247;
            } else {
              result[0] += 0.0060185324;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.048719104;
            } else {
              result[0] += -0.0052985656;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
              result[0] += 0.009521808;
            } else {
              result[0] += 0.021470645;
            }
          } else {
            result[0] += -0.00037741207;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)77) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0021997604;
            } else {
              result[0] += -0.024222588;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.030986702;
            } else {
              result[0] += 7.124026e-05;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.009372096;
            } else {
              result[0] += -0.017027767;
            }
          } else {
            result[0] += -0.015650336;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)109) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.03339859;
            } else {
              result[0] += 0.010294528;
            }
          } else {
            result[0] += 0.0026393055;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0052429084;
            } else {
              result[0] += -0.044722136;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
              result[0] += 0.016191803;
            } else {
              result[0] += 0.003932079;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.0013388203;
            } else {
              result[0] += -0.02071782;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85365855694) ) ) {
              result[0] += 0.015763205;
            } else {
              result[0] += -0.0015447339;
            }
          }
        } else {
          result[0] += -0.033846065;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.027724365;
            } else {
              result[0] += -0.004011396;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.019099003;
            } else {
              result[0] += 0.0006465503;
            }
          }
        } else {
          result[0] += -0.038918383;
        }
      } else {
        result[0] += -0.05331253;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.04787435;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += 0.015959356;
            } else {
              result[0] += -0.02615254;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += 0.062838;
            } else {
              result[0] += 0.015072758;
            }
          } else {
            result[0] += 0.0031597726;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.03518122;
            } else {
              result[0] += -0.02324933;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += -0.02952301;
            } else {
              result[0] += -0.007760471;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.065651655;
            } else {
              result[0] += 0.011105618;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.008935845;
            } else {
              result[0] += 0.0004796219;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)177) ) ) {
              result[0] += -0.0011072913;
            } else {
              result[0] += -0.019286564;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += 0.033731084;
            } else {
              result[0] += 0.00078352785;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8269231319) ) ) {
              result[0] += 0.007081052;
            } else {
              result[0] += 0.024141578;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
              result[0] += -0.033583496;
            } else {
              result[0] += 0.0028606078;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
          result[0] += -0.028376503;
        } else {
          result[0] += -0.0051133907;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          result[0] += -0.035462584;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)147) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.00051220256;
            } else {
              result[0] += 0.016081233;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0005346928;
            } else {
              result[0] += -0.012440694;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
            result[0] += -0.055739563;
          } else {
            result[0] += -0.026360188;
          }
        } else {
          result[0] += 0.0026264663;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
            result[0] += 0.026580054;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += 0.013991519;
            } else {
              result[0] += 0.0041876202;
            }
          }
        } else {
          result[0] += 0.033692047;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.01414755;
            } else {
              result[0] += -0.004831294;
            }
          } else {
            result[0] += -0.028189873;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)114) ) ) {
            result[0] += -0.0023736763;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
              result[0] += 0.023823358;
            } else {
              result[0] += 0.009349034;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
            result[0] += -0.021299759;
          } else {
            result[0] += -0.03476646;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)150) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
              result[0] += -0.036414582;
            } else {
              result[0] += -0.009306246;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
              result[0] += 0.010128318;
            } else {
              result[0] += 0.00024992312;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.009269044;
            } else {
              result[0] += -0.00205228;
            }
          } else {
            result[0] += -0.016754238;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
              result[0] += 0.006462781;
            } else {
              result[0] += 0.018121995;
            }
          } else {
            result[0] += -0.008414221;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.004541544;
            } else {
              result[0] += 0.0024732996;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.024087554;
            } else {
              result[0] += -0.0032082144;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62162160873) ) ) {
              result[0] += -0.014967441;
            } else {
              result[0] += -0.05716591;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
              result[0] += -0.0019308742;
            } else {
              result[0] += 0.0075051817;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.018828027;
            } else {
              result[0] += 0.041734222;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += -0.026846314;
            } else {
              result[0] += -0.007138216;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0042857141234) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
              result[0] += 0.020675225;
            } else {
              result[0] += -0.017020358;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.02858983;
            } else {
              result[0] += -0.00068504154;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.020891981;
            } else {
              result[0] += 0.004746729;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
              result[0] += -0.012001885;
            } else {
              result[0] += 0.0032111786;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.02051465;
            } else {
              result[0] += 0.0031823635;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
              result[0] += -0.0071614534;
            } else {
              result[0] += 0.008005178;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.006793119;
            } else {
              result[0] += 0.011386924;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.030207861;
            } else {
              result[0] += -0.004839606;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += 0.004705493;
            } else {
              result[0] += 0.017554834;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
              result[0] += -0.0063035167;
            } else {
              result[0] += 0.0014929816;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.004084827;
            } else {
              result[0] += 0.021138018;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
              result[0] += 0.052388605;
            } else {
              result[0] += 0.017841246;
            }
          }
        } else {
          result[0] += -0.026571322;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
            result[0] += -0.030302793;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += -0.0058111004;
            } else {
              result[0] += 0.00705485;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
              result[0] += -0.0011279209;
            } else {
              result[0] += 0.007364701;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0078125) ) ) {
              result[0] += -0.0189001;
            } else {
              result[0] += -0.0051098103;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += -0.0408754;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
            result[0] += 0.011010381;
          } else {
            result[0] += 0.003829524;
          }
        } else {
          result[0] += -0.017684557;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)359) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.00043868038;
            } else {
              result[0] += -0.0026767657;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0031948574;
            } else {
              result[0] += 0.0149822505;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.03787969;
            } else {
              result[0] += -0.014185605;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)353) ) ) {
              result[0] += 0.0038773834;
            } else {
              result[0] += -0.004151145;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.014313765;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
            result[0] += 0.010376852;
          } else {
            result[0] += -0.0028865125;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)388) ) ) {
        result[0] += -0.043528646;
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)392) ) ) {
            result[0] += -0.019444315;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.005299808;
            } else {
              result[0] += -0.009508978;
            }
          }
        } else {
          result[0] += 0.0051726676;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1269) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.0056834053;
            } else {
              result[0] += 0.018744262;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1000) ) ) {
              result[0] += -0.011158567;
            } else {
              result[0] += 0.002216934;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
            result[0] += -0.022338243;
          } else {
            result[0] += 0.017265279;
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)941) ) ) {
              result[0] += -0.021965172;
            } else {
              result[0] += 0.0030391475;
            }
          } else {
            result[0] += 0.0105449045;
          }
        } else {
          result[0] += -0.03354793;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1286) ) ) {
        result[0] += -0.03155718;
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
              result[0] += -0.0010711596;
            } else {
              result[0] += 0.00438882;
            }
          } else {
            result[0] += -0.014970253;
          }
        } else {
          result[0] += -0.01261435;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)134) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.00374281;
            } else {
              result[0] += 0.0019422012;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0027303316;
            } else {
              result[0] += -0.015802942;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0078503555;
            } else {
              result[0] += 0.036220964;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0015440097;
            } else {
              result[0] += 0.008300872;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.030254817;
        } else {
          result[0] += -0.0056453454;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.038739674;
        } else {
          result[0] += 0.017797375;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.010408608;
        } else {
          result[0] += 0.0043311296;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014754097909) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)176) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.003333347;
            } else {
              result[0] += 0.011560352;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.062141206;
            } else {
              result[0] += 0.009905218;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0010912344;
            } else {
              result[0] += -0.033613212;
            }
          } else {
            result[0] += -0.028383408;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.058252427727) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.029605263844) ) ) {
            result[0] += -0.014958428;
          } else {
            result[0] += -0.042846765;
          }
        } else {
          result[0] += 0.0066471184;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)197) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
              result[0] += 0.02461887;
            } else {
              result[0] += -0.0019691999;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
              result[0] += 0.0107829785;
            } else {
              result[0] += 0.072140686;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
              result[0] += -0.008361524;
            } else {
              result[0] += -0.025130106;
            }
          } else {
            result[0] += 0.009776557;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.00043057287;
            } else {
              result[0] += 0.011394888;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04033832252) ) ) {
              result[0] += -0.0034306843;
            } else {
              result[0] += -0.026030332;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
              result[0] += 0.014879233;
            } else {
              result[0] += 0.0027562534;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
              result[0] += -0.0004483311;
            } else {
              result[0] += 0.015570707;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += -0.0012207447;
            } else {
              result[0] += -0.013329978;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.009868475;
            } else {
              result[0] += 0.009447827;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.68852460384) ) ) {
              result[0] += 0.008089063;
            } else {
              result[0] += 0.02262838;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
              result[0] += -0.021210797;
            } else {
              result[0] += 0.0015680854;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.001839857;
            } else {
              result[0] += -0.0061946497;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.017408444;
            } else {
              result[0] += -0.005000421;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7380952239) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.04641996;
            } else {
              result[0] += 0.005161675;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.010674775;
            } else {
              result[0] += -0.008163388;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75471699238) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.016849004;
            } else {
              result[0] += -0.003200112;
            }
          } else {
            result[0] += 9.5447496e-05;
          }
        } else {
          result[0] += 0.00938518;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
              result[0] += 0.031529214;
            } else {
              result[0] += 0.011702095;
            }
          } else {
            result[0] += -0.0026583222;
          }
        } else {
          if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            result[0] += -0.0104904305;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1303) ) ) {
              result[0] += 0.017387694;
            } else {
              result[0] += -0.0094479;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0047427253;
            } else {
              result[0] += 0.0063743927;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.027336618;
            } else {
              result[0] += 0.0030713512;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0041753654368) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.013094193;
            } else {
              result[0] += -0.014500673;
            }
          } else {
            result[0] += -0.021605095;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013012362178) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.0223393;
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.004641987;
            } else {
              result[0] += 0.006344266;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
            result[0] += -0.016063334;
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.004171573;
            } else {
              result[0] += -0.011137801;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)59) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.005855562631) ) ) {
              result[0] += -0.001502047;
            } else {
              result[0] += -0.025253251;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.021097448;
            } else {
              result[0] += 0.0007782731;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.00045091688;
            } else {
              result[0] += -0.011120585;
            }
          } else {
            result[0] += -0.020217879;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.037569642;
            } else {
              result[0] += 0.016430467;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0011840229;
            } else {
              result[0] += 0.021755593;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            result[0] += -0.020371338;
          } else {
            result[0] += 0.013867273;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)210) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.00040866333;
            } else {
              result[0] += -0.0037054685;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)220) ) ) {
              result[0] += 0.025560135;
            } else {
              result[0] += -0.00015053741;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.018309662;
            } else {
              result[0] += 0.0051219477;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
              result[0] += 0.047580685;
            } else {
              result[0] += 0.0054167104;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)226) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
              result[0] += -0.0027344106;
            } else {
              result[0] += -0.022327274;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.016696764;
            } else {
              result[0] += -0.009550657;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            result[0] += -0.03412653;
          } else {
            result[0] += -0.0188876;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0051679587923) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.014976084;
            } else {
              result[0] += -0.006563954;
            }
          } else {
            result[0] += -0.011591689;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            result[0] += 0.054540362;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
              result[0] += 0.019994888;
            } else {
              result[0] += 0.005949798;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0038986355066) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
              result[0] += -0.00621862;
            } else {
              result[0] += 0.013330728;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.005988722;
            } else {
              result[0] += -0.04783433;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
              result[0] += 0.010625224;
            } else {
              result[0] += 0.02436511;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
              result[0] += -0.030318532;
            } else {
              result[0] += -0.00018481861;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.024116097;
            } else {
              result[0] += 0.0001332167;
            }
          } else {
            result[0] += -0.017002951;
          }
        } else {
          result[0] += 0.03701302;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.003443051;
            } else {
              result[0] += -0.023835802;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += -0.084468655;
            } else {
              result[0] += -0.003971371;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0033560065;
            } else {
              result[0] += -0.033052072;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
              result[0] += 0.022592077;
            } else {
              result[0] += -0.0052017826;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
              result[0] += -0.0035124235;
            } else {
              result[0] += 0.011446788;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.03361689;
            } else {
              result[0] += 0.007230395;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            result[0] += -0.0032505959;
          } else {
            result[0] += -0.012000102;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.009653102;
            } else {
              result[0] += 0.0051912554;
            }
          } else {
            result[0] += -0.025919942;
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.008129205;
            } else {
              result[0] += 0.0023226128;
            }
          } else {
            result[0] += -0.019868148;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81538462639) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80303031206) ) ) {
              result[0] += -0.0038609449;
            } else {
              result[0] += 0.028461412;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.02640069;
            } else {
              result[0] += 0.002445059;
            }
          }
        } else {
          result[0] += -0.032816328;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.009248884;
            } else {
              result[0] += 0.0009381024;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
              result[0] += 0.012658611;
            } else {
              result[0] += -0.0045990865;
            }
          }
        } else {
          result[0] += 0.023597863;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
              result[0] += -0.0013337367;
            } else {
              result[0] += 0.011218551;
            }
          } else {
            result[0] += 0.02356992;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
            result[0] += -0.033928156;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
              result[0] += 0.0009860474;
            } else {
              result[0] += 0.020529514;
            }
          }
        }
      } else {
        result[0] += -0.03447435;
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.0015226151;
            } else {
              result[0] += -0.017163001;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.056360706687) ) ) {
              result[0] += 0.009591366;
            } else {
              result[0] += -0.009101556;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
            result[0] += 0.015701449;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += -0.028021429;
            } else {
              result[0] += 0.002459641;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0045831995;
            } else {
              result[0] += -0.013157609;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.013480271;
            } else {
              result[0] += -0.056195308;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1665) ) ) {
              result[0] += 0.011501584;
            } else {
              result[0] += -0.015176724;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.0007748243;
            } else {
              result[0] += 0.01935484;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
              result[0] += 0.02359137;
            } else {
              result[0] += 0.0060616964;
            }
          } else {
            result[0] += -0.0034534931;
          }
        } else {
          result[0] += -0.010118601;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
          result[0] += -0.019501094;
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.009551751;
            } else {
              result[0] += -0.0078543825;
            }
          } else {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0173154;
            } else {
              result[0] += -0.0057921386;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1332) ) ) {
              result[0] += -0.0004312773;
            } else {
              result[0] += -0.018027708;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.024562422;
            } else {
              result[0] += 0.0007726884;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.029084189;
            } else {
              result[0] += 0.0028367222;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.015284913;
            } else {
              result[0] += 0.008335634;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += -0.017313125;
            } else {
              result[0] += 0.0049558575;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.03766742;
            } else {
              result[0] += 0.0019352213;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.08219178021) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.071984432638) ) ) {
              result[0] += 0.0004587108;
            } else {
              result[0] += -0.016978657;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.019012192;
            } else {
              result[0] += 0.003505397;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)77) ) ) {
              result[0] += -0.027144616;
            } else {
              result[0] += 0.025840048;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)125) ) ) {
              result[0] += -0.10621554;
            } else {
              result[0] += -0.044789907;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.012548052;
            } else {
              result[0] += -0.010916478;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.032172997;
            } else {
              result[0] += -0.0024665198;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.004371942;
            } else {
              result[0] += -0.018458279;
            }
          } else {
            result[0] += -0.04567116;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
              result[0] += 0.014121495;
            } else {
              result[0] += 0.043426286;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.0033684545;
            } else {
              result[0] += -0.019659992;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += -0.001142751;
          } else {
            result[0] += -0.015490062;
          }
        } else {
          result[0] += 0.026712999;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
              result[0] += -0.040789306;
            } else {
              result[0] += -0.019855252;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += 0.014020584;
            } else {
              result[0] += 0.0040174555;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += -0.0046180417;
            } else {
              result[0] += 0.03126423;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.048864346;
            } else {
              result[0] += -0.0021684507;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            result[0] += 0.022186182;
          } else {
            result[0] += 0.008409976;
          }
        } else {
          result[0] += 0.050856214;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
            result[0] += -0.0066422126;
          } else {
            result[0] += -0.024329472;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
              result[0] += 0.015429704;
            } else {
              result[0] += 0.03908981;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0065061986;
            } else {
              result[0] += 0.0063801953;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)129) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)59) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += -0.00022499562;
            } else {
              result[0] += -0.011360398;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.011879201;
            } else {
              result[0] += 0.00011865637;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
            result[0] += -0.03962275;
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.013565175;
            } else {
              result[0] += -0.008074134;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.015036379;
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)5) ) ) {
              result[0] += -0.0045018326;
            } else {
              result[0] += 0.009191838;
            }
          } else {
            result[0] += 0.011692881;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.035820838;
            } else {
              result[0] += -0.021385944;
            }
          } else {
            result[0] += -0.013670142;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.01048627;
          } else {
            result[0] += -0.012496553;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)42) ) ) {
              result[0] += -0.0055728885;
            } else {
              result[0] += 0.004677326;
            }
          } else {
            result[0] += -0.019592622;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)157) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)150) ) ) {
              result[0] += -0.0052164155;
            } else {
              result[0] += 0.020449195;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.024510374;
            } else {
              result[0] += -0.013824187;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0021589103;
            } else {
              result[0] += -0.0051293564;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.005147361;
            } else {
              result[0] += 0.031055136;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.023242116;
            } else {
              result[0] += -0.0061903414;
            }
          } else {
            result[0] += 0.018113533;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1242) ) ) {
              result[0] += 0.008915953;
            } else {
              result[0] += 0.025617072;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
              result[0] += 0.015562892;
            } else {
              result[0] += -0.004292201;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2312) ) ) {
            result[0] += -0.020673964;
          } else {
            result[0] += 0.0003394475;
          }
        }
      }
    } else {
      result[0] += -0.019579997;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.00017000097;
            } else {
              result[0] += 0.0096761715;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.0030091226;
            } else {
              result[0] += -0.036721036;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.014241317;
            } else {
              result[0] += -0.035387363;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += -0.0008235994;
            } else {
              result[0] += -0.018744925;
            }
          }
        }
      } else {
        result[0] += -0.027342005;
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        result[0] += 0.002311319;
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += -0.011433295;
        } else {
          result[0] += -0.05639499;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091086532921) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
              result[0] += -0.00072564726;
            } else {
              result[0] += 0.02144449;
            }
          } else {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.010797836;
            } else {
              result[0] += 0.029449169;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.02003704;
            } else {
              result[0] += -0.0028506338;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += 0.014242925;
            } else {
              result[0] += -0.006130458;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.093541204929) ) ) {
          result[0] += -0.04834969;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            result[0] += -0.0061780824;
          } else {
            result[0] += 0.0069313175;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.038927283;
            } else {
              result[0] += -0.00362864;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += -0.046041157;
            } else {
              result[0] += -0.012824927;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.044468563;
            } else {
              result[0] += -0.0038788803;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.016138684;
            } else {
              result[0] += 0.0018245978;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019065777306) ) ) {
              result[0] += -0.10014572;
            } else {
              result[0] += -0.02054412;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.023518473;
            } else {
              result[0] += 0.00896152;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039577838033) ) ) {
              result[0] += 0.011925564;
            } else {
              result[0] += 0.0007462417;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0035587188322) ) ) {
              result[0] += -0.05483663;
            } else {
              result[0] += -0.0011733886;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        result[0] += -0.00866965;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += 0.002501955;
          } else {
            result[0] += 0.0063214907;
          }
        } else {
          result[0] += 0.015819008;
        }
      }
    } else {
      result[0] += 0.023903964;
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.067381314933) ) ) {
              result[0] += 0.00039641574;
            } else {
              result[0] += -0.015410979;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += 0.00014617312;
            } else {
              result[0] += -0.027427806;
            }
          }
        } else {
          result[0] += 0.02920988;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.004052368;
            } else {
              result[0] += 0.022885596;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.022328196;
            } else {
              result[0] += 0.013209025;
            }
          }
        } else {
          result[0] += -0.04012033;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.041325655;
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.0094568245;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0051431987;
            } else {
              result[0] += -0.0025134413;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.0006894636;
            } else {
              result[0] += -0.010813652;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.017214822;
            } else {
              result[0] += 0.0021391977;
            }
          }
        } else {
          result[0] += -0.022836763;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += -0.016649298;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += 0.0015529679;
            } else {
              result[0] += -0.006262538;
            }
          }
        } else {
          result[0] += 0.0154352235;
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.05123015;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += 0.00049542886;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.017552014;
            } else {
              result[0] += 0.010385892;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += -0.023250677;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.0011191986;
            } else {
              result[0] += -0.013621116;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.0037867685;
            } else {
              result[0] += -0.00019903101;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.003683377;
            } else {
              result[0] += 0.018956622;
            }
          } else {
            result[0] += 0.026108447;
          }
        } else {
          result[0] += -0.010265515;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.005255176;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75757575035) ) ) {
            result[0] += -0.029598972;
          } else {
            result[0] += -0.05136034;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75757575035) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += -0.02573964;
            } else {
              result[0] += -0.0028483577;
            }
          } else {
            result[0] += 0.00923957;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
          result[0] += 0.00038924106;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
            result[0] += 0.0020381927;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
              result[0] += 0.0229059;
            } else {
              result[0] += 0.0059452276;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.029593399;
            } else {
              result[0] += 0.0033175547;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
              result[0] += -0.0063509955;
            } else {
              result[0] += 0.0018400856;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.0022772483;
            } else {
              result[0] += -0.026855469;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.025334403;
            } else {
              result[0] += 0.0018440463;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += -0.0072201006;
            } else {
              result[0] += -0.03560073;
            }
          } else {
            result[0] += 0.0014876567;
          }
        } else {
          result[0] += 0.011149713;
        }
      } else {
        result[0] += 0.04528877;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += -0.02142564;
        } else {
          result[0] += -0.045047536;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          result[0] += -0.023632096;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
            result[0] += -0.0012551273;
          } else {
            result[0] += 0.01171776;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62857145071) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += 0.032827523;
          } else {
            result[0] += -0.0028274339;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            result[0] += -0.025973996;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.0027944727;
            } else {
              result[0] += -2.762633e-05;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
            result[0] += 0.00881751;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
              result[0] += 0.016325455;
            } else {
              result[0] += 0.024942914;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += -0.021174872;
            } else {
              result[0] += 0.0041731163;
            }
          } else {
            result[0] += 0.012310869;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71296298504) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
            result[0] += -0.016312346;
          } else {
            result[0] += -0.043315765;
          }
        } else {
          result[0] += -0.008151493;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
              result[0] += -0.009189561;
            } else {
              result[0] += 0.0027976667;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += 0.0027277148;
            } else {
              result[0] += -0.0027817274;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74193549156) ) ) {
              result[0] += 0.006305272;
            } else {
              result[0] += 0.02385056;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)157) ) ) {
              result[0] += -0.0027275167;
            } else {
              result[0] += 0.010050913;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -9.258683e-05;
            } else {
              result[0] += 0.009260209;
            }
          } else {
            result[0] += 0.02726118;
          }
        } else {
          result[0] += -0.04163043;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
            result[0] += 0.020657288;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
              result[0] += 0.0022981742;
            } else {
              result[0] += 0.018595057;
            }
          }
        } else {
          result[0] += 0.022829479;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.022727273405) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
            result[0] += 0.033660702;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += -0.028408049;
            } else {
              result[0] += 0.006746024;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
            result[0] += -0.021586908;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += -0.018058723;
            } else {
              result[0] += 0.006725162;
            }
          }
        }
      } else {
        result[0] += -0.024226934;
      }
    }
  } else {
    result[0] += 0.02049623;
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
              result[0] += 0.00074571924;
            } else {
              result[0] += 0.018423682;
            }
          } else {
            result[0] += -0.029007092;
          }
        } else {
          result[0] += -0.03702173;
        }
      } else {
        result[0] += 0.030958205;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += -0.01606055;
            } else {
              result[0] += 0.0015937428;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.03823635;
            } else {
              result[0] += -0.012631227;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += -0.0013936416;
            } else {
              result[0] += -0.06623163;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.013171464;
            } else {
              result[0] += 0.0010824966;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
          result[0] += 0.045084663;
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.009028644;
            } else {
              result[0] += -0.015605894;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += -0.017837038;
            } else {
              result[0] += 0.0018748539;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
      result[0] += 0.024897987;
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
        result[0] += 0.0039009291;
      } else {
        result[0] += 0.019870969;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.01374879;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += 0.01333716;
            } else {
              result[0] += -0.002543592;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += -0.011441276;
            } else {
              result[0] += -0.002633814;
            }
          } else {
            result[0] += -0.023304513;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += -0.02280075;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += -0.0023353917;
            } else {
              result[0] += -0.0104583;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.023299254;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.00012198059;
            } else {
              result[0] += 0.025755523;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.004610907;
        } else {
          result[0] += -0.010575332;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.033655982;
        } else {
          result[0] += 0.0027365282;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += 0.019033113;
          } else {
            result[0] += -0.00030904048;
          }
        } else {
          result[0] += 0.032036707;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += 0.00020923108;
            } else {
              result[0] += 0.0071220584;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.01353689;
            } else {
              result[0] += -1.8872603e-05;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0013691271;
            } else {
              result[0] += 0.021202972;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0005479275;
            } else {
              result[0] += -0.035948023;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0023573483;
            } else {
              result[0] += -0.029134065;
            }
          } else {
            result[0] += -0.051688667;
          }
        } else {
          result[0] += 0.0074471096;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.0015094633;
            } else {
              result[0] += -0.018114163;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.024683107;
            } else {
              result[0] += -0.005765429;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.003616494;
            } else {
              result[0] += -0.07120125;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.00112656;
            } else {
              result[0] += 0.0017001266;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)90) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
              result[0] += 0.0006805172;
            } else {
              result[0] += -0.0034115592;
            }
          } else {
            result[0] += -0.029970048;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019999999553) ) ) {
              result[0] += 0.02776272;
            } else {
              result[0] += 0.0016899303;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.008769221;
            } else {
              result[0] += -0.0070040287;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.002646958;
            } else {
              result[0] += 0.03211;
            }
          } else {
            result[0] += 0.04462741;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
            result[0] += -0.07637228;
          } else {
            result[0] += -0.0073144245;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.016669681;
            } else {
              result[0] += -0.034893956;
            }
          } else {
            result[0] += 0.00424557;
          }
        } else {
          result[0] += 0.009902362;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
          result[0] += 0.021460637;
        } else {
          result[0] += 0.00925666;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0068758824;
            } else {
              result[0] += -0.013759111;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.012253655;
            } else {
              result[0] += 0.023756279;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
              result[0] += 0.0065369257;
            } else {
              result[0] += 0.029282873;
            }
          } else {
            result[0] += -0.02581887;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.03791941;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.01869393;
            } else {
              result[0] += 0.005545355;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.009739158;
            } else {
              result[0] += 0.0030606652;
            }
          } else {
            result[0] += 0.029962195;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0014208488;
            } else {
              result[0] += -0.022605753;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
              result[0] += -0.034538075;
            } else {
              result[0] += -0.01025807;
            }
          }
        } else {
          result[0] += -0.061247922;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)215) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0005179175;
            } else {
              result[0] += 0.014776655;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.03256617;
            } else {
              result[0] += 0.011934834;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
              result[0] += -0.0044291294;
            } else {
              result[0] += 0.007062647;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.0089189075;
            } else {
              result[0] += -0.0006860429;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      result[0] += 0.007739633;
    } else {
      result[0] += 0.019806864;
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)485) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0004140495;
            } else {
              result[0] += -0.0077523547;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.009700756;
            } else {
              result[0] += 1.05800145e-05;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += -0.017158156;
            } else {
              result[0] += -0.0001600958;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
              result[0] += -0.0015143652;
            } else {
              result[0] += 0.029049898;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.00882255;
            } else {
              result[0] += -0.06721929;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
              result[0] += -0.005877116;
            } else {
              result[0] += 0.018985933;
            }
          }
        } else {
          result[0] += -0.04762278;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010591350496) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0097592715174) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.00014960548;
            } else {
              result[0] += -0.0032336302;
            }
          } else {
            result[0] += -0.04691563;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.067381314933) ) ) {
              result[0] += 0.0010675101;
            } else {
              result[0] += 0.015309453;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025594150648) ) ) {
              result[0] += 0.030452041;
            } else {
              result[0] += 0.009392753;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
              result[0] += 0.011405191;
            } else {
              result[0] += -0.0017294165;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.03481306;
            } else {
              result[0] += 0.0032471567;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
              result[0] += -0.03877256;
            } else {
              result[0] += 0.0024692288;
            }
          } else {
            result[0] += 0.0048346575;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.00955197;
            } else {
              result[0] += -0.018301487;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.00220528;
            } else {
              result[0] += 0.014813791;
            }
          }
        } else {
          result[0] += 0.028213171;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.008107903;
            } else {
              result[0] += 0.019966345;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += 0.0014458287;
            } else {
              result[0] += 0.014009493;
            }
          }
        } else {
          result[0] += -0.023520732;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          result[0] += 0.032476243;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.037493113;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.013930278;
            } else {
              result[0] += 0.008823266;
            }
          }
        }
      } else {
        result[0] += 0.02724411;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
          result[0] += 0.0066771354;
        } else {
          result[0] += -0.0036532616;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
          result[0] += 0.028148523;
        } else {
          result[0] += 0.01205282;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
              result[0] += 0.00045686122;
            } else {
              result[0] += -0.041752618;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += 0.0033037593;
            } else {
              result[0] += 0.02249031;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0194033;
            } else {
              result[0] += 0.0030484602;
            }
          } else {
            result[0] += -0.03293665;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += 0.0040964363;
            } else {
              result[0] += -0.018043132;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.054175533;
            } else {
              result[0] += 0.0156083;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += 0.00091520866;
            } else {
              result[0] += -0.003896984;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.028201086;
            } else {
              result[0] += -0.0009691193;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.0031086577;
            } else {
              result[0] += -0.018259209;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.021982972;
            } else {
              result[0] += -0.012681614;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.0010964557;
            } else {
              result[0] += -0.021528248;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74324321747) ) ) {
              result[0] += 0.01937337;
            } else {
              result[0] += -0.0016066786;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            result[0] += 0.014334026;
          } else {
            result[0] += -0.0027532252;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            result[0] += 0.022388108;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.035226047;
            } else {
              result[0] += -0.0068139145;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        result[0] += -0.0022274784;
      } else {
        result[0] += 0.04268134;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.005176067;
            } else {
              result[0] += -0.038138643;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.009874556;
            } else {
              result[0] += 0.008488073;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            result[0] += -0.010663534;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += 0.04484458;
            } else {
              result[0] += 0.0065332763;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.004619873;
            } else {
              result[0] += -0.031103153;
            }
          } else {
            result[0] += 0.020991044;
          }
        } else {
          result[0] += -0.0701109;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014367816038) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.005491357;
            } else {
              result[0] += -0.0004167358;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.031010697;
            } else {
              result[0] += 0.015619079;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            result[0] += -0.051394977;
          } else {
            result[0] += -0.0066210404;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016018306836) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += 0.015046914;
            } else {
              result[0] += -0.009429134;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.027430281;
            } else {
              result[0] += 0.008057786;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.04033832252) ) ) {
              result[0] += -0.018524202;
            } else {
              result[0] += 0.0036269266;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += -0.030299122;
            } else {
              result[0] += -0.0021865696;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += -0.0001869676;
            } else {
              result[0] += -0.022750553;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88571429253) ) ) {
              result[0] += 0.006225481;
            } else {
              result[0] += -0.015274807;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0013096071;
            } else {
              result[0] += 0.034340944;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
              result[0] += 0.0037678995;
            } else {
              result[0] += -0.020522384;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.031685736;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
            result[0] += 0.0005259844;
          } else {
            result[0] += -0.010723494;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.0068045403;
          } else {
            result[0] += -0.0015656904;
          }
        } else {
          result[0] += -0.010854883;
        }
      } else {
        result[0] += -0.035493925;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
              result[0] += 0.0067958087;
            } else {
              result[0] += 0.025506303;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
              result[0] += 0.009964558;
            } else {
              result[0] += -0.009335713;
            }
          }
        } else {
          result[0] += -0.022098897;
        }
      } else {
        result[0] += 0.04539151;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)176) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82926827669) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75757575035) ) ) {
              result[0] += -0.0030411163;
            } else {
              result[0] += 0.013859223;
            }
          } else {
            result[0] += -0.022313517;
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.016715163;
            } else {
              result[0] += -0.037889156;
            }
          } else {
            result[0] += 0.006155053;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.017399892;
            } else {
              result[0] += 0.0013872246;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.045454546809) ) ) {
              result[0] += -0.028370723;
            } else {
              result[0] += 0.0012017739;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += -0.0024982176;
            } else {
              result[0] += -0.02750743;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
              result[0] += 0.009407852;
            } else {
              result[0] += 0.0006398935;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.002015353;
            } else {
              result[0] += -0.0133813275;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.640625) ) ) {
              result[0] += 0.01721198;
            } else {
              result[0] += -0.00068574597;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.03241583;
            } else {
              result[0] += 0.0030773615;
            }
          } else {
            result[0] += -0.0025442156;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76712328196) ) ) {
              result[0] += 0.0014951256;
            } else {
              result[0] += -0.020555437;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += -0.04595596;
            } else {
              result[0] += -0.002919969;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.034806453;
            } else {
              result[0] += -0.008446493;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += 0.003558126;
            } else {
              result[0] += -0.02187902;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.0011271463;
      } else {
        result[0] += 0.024911383;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.38636362553) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.28795811534) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.10000000149) ) ) {
              result[0] += -0.00066493254;
            } else {
              result[0] += 0.008950151;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.029949874;
            } else {
              result[0] += 0.005035871;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += 0.010289942;
            } else {
              result[0] += 0.003548992;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
              result[0] += -0.008625839;
            } else {
              result[0] += 0.012950599;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8125) ) ) {
            result[0] += -0.0012802195;
          } else {
            result[0] += -0.060143184;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0053194147;
            } else {
              result[0] += -0.02418263;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.028944353;
            } else {
              result[0] += 0.0039288206;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
          result[0] += 0.038441002;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
            result[0] += 0.01158597;
          } else {
            result[0] += 0.026308406;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
            result[0] += 0.00542454;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.031873386;
            } else {
              result[0] += -0.0051985173;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87368422747) ) ) {
              result[0] += 0.016468426;
            } else {
              result[0] += 0.0010487515;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += 0.01589579;
            } else {
              result[0] += -0.017880239;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83783781528) ) ) {
              result[0] += -0.0004442654;
            } else {
              result[0] += -0.010987269;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
              result[0] += 0.019280205;
            } else {
              result[0] += 0.0014623752;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += -0.021559533;
            } else {
              result[0] += -0.04816095;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += -0.02698714;
            } else {
              result[0] += 0.003830298;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.015859030187) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8269231319) ) ) {
              result[0] += 0.0055062016;
            } else {
              result[0] += 0.01583605;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8269231319) ) ) {
              result[0] += 0.0063200467;
            } else {
              result[0] += -0.014394963;
            }
          }
        } else {
          result[0] += -0.007936422;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
        result[0] += -0.01850017;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 0.015827982;
            } else {
              result[0] += 0.0058687343;
            }
          } else {
            result[0] += -0.0072983983;
          }
        } else {
          result[0] += 0.020137278;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
      result[0] += -0.035011098;
    } else {
      result[0] += -0.0032482822;
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += -0.0006889584;
            } else {
              result[0] += 0.00893195;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.015859030187) ) ) {
              result[0] += 0.006886087;
            } else {
              result[0] += -0.0075779757;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)392) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)388) ) ) {
              result[0] += -0.0376745;
            } else {
              result[0] += -0.018742597;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0047922707;
            } else {
              result[0] += -0.01056176;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
              result[0] += 0.008086373;
            } else {
              result[0] += -0.0017378953;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.021971814;
            } else {
              result[0] += -0.0005570432;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.013133876;
          } else {
            result[0] += -0.0051721702;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0081319185;
            } else {
              result[0] += 0.017273704;
            }
          } else {
            result[0] += 0.029329712;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)488) ) ) {
              result[0] += 0.016780822;
            } else {
              result[0] += 0.03267921;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
              result[0] += -0.006131373;
            } else {
              result[0] += 0.0045009456;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
            result[0] += 0.0008438569;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.038331408;
            } else {
              result[0] += -0.016867302;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0014796183;
            } else {
              result[0] += 0.010267491;
            }
          } else {
            result[0] += -0.019015573;
          }
        }
      }
    }
  } else {
    result[0] += 0.027422873;
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        result[0] += -0.010771335;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += 0.034007117;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            result[0] += -0.009975099;
          } else {
            result[0] += 0.019939769;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.004051976;
        } else {
          result[0] += -0.04290994;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.00067550404;
            } else {
              result[0] += -0.003934668;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
              result[0] += 0.015937356;
            } else {
              result[0] += 0.0009116563;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            result[0] += 0.024285894;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
              result[0] += -0.035453673;
            } else {
              result[0] += 0.0023296697;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += 0.0009672815;
            } else {
              result[0] += 0.010935714;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.011878628;
            } else {
              result[0] += -0.03667581;
            }
          }
        } else {
          result[0] += -0.043601822;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -7.0448596e-07;
            } else {
              result[0] += 0.04782263;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += 0.052765895;
            } else {
              result[0] += 0.023760546;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += 0.0067278305;
            } else {
              result[0] += -0.032619808;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
              result[0] += 0.030019594;
            } else {
              result[0] += 0.006930613;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.03716999;
        } else {
          result[0] += -0.0049294564;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += 0.006183896;
        } else {
          result[0] += -0.004708389;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.00040175836;
            } else {
              result[0] += -0.017353073;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.024980118;
            } else {
              result[0] += -0.022835342;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            result[0] += -0.031536233;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.007894306;
            } else {
              result[0] += -0.0171149;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.016369974;
            } else {
              result[0] += 0.027640907;
            }
          } else {
            result[0] += 0.0037987088;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.016544076;
            } else {
              result[0] += 0.023898577;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0039351317;
            } else {
              result[0] += 0.02440331;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
        result[0] += 0.031681187;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.045710452;
            } else {
              result[0] += 0.0043826057;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += -0.052051004;
            } else {
              result[0] += 0.006049387;
            }
          }
        } else {
          result[0] += 0.027333457;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.012604462;
        } else {
          result[0] += 0.0022164385;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0074045095;
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += -0.04286144;
          } else {
            result[0] += -0.017291876;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += 0.009413683;
            } else {
              result[0] += -0.00814539;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.0030973398;
            } else {
              result[0] += -0.055155605;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0068718344;
            } else {
              result[0] += 0.0057030055;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0052698497;
            } else {
              result[0] += -0.016535584;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.0012322322;
            } else {
              result[0] += 0.008198837;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.022294674;
            } else {
              result[0] += -0.006711246;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.0039521544;
            } else {
              result[0] += 0.00066801795;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += 0.015763734;
            } else {
              result[0] += 0.00030318473;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
              result[0] += 6.7912304e-05;
            } else {
              result[0] += -0.010642311;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0037631874;
            } else {
              result[0] += 0.026872033;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.029702056;
            } else {
              result[0] += 0.0013290973;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
              result[0] += 0.019036368;
            } else {
              result[0] += -0.006024412;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.0040695043;
            } else {
              result[0] += 0.020452475;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.023213184;
            } else {
              result[0] += 0.013087739;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += 0.0017394202;
            } else {
              result[0] += -0.015029226;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.008234866;
            } else {
              result[0] += 0.033475213;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.033241916;
            } else {
              result[0] += 0.008952263;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
              result[0] += 0.0077445223;
            } else {
              result[0] += -0.007082583;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)201) ) ) {
              result[0] += -0.03436493;
            } else {
              result[0] += 0.0050702584;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
              result[0] += -0.030929008;
            } else {
              result[0] += -0.002361156;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)211) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
            result[0] += -0.007863276;
          } else {
            result[0] += 0.011938062;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)497) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.012374656;
            } else {
              result[0] += 0.026128775;
            }
          } else {
            result[0] += 0.006352713;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
          result[0] += 0.012054951;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
            result[0] += -0.03299869;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
              result[0] += 0.012570756;
            } else {
              result[0] += -0.012116239;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
              result[0] += 0.007385518;
            } else {
              result[0] += -0.021698048;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
              result[0] += 0.057405323;
            } else {
              result[0] += 0.009919989;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += -0.019178636;
            } else {
              result[0] += 0.031654768;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
              result[0] += 0.010023634;
            } else {
              result[0] += -0.0020770922;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)249) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)151) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
            result[0] += -0.011715314;
          } else {
            result[0] += -0.022860212;
          }
        } else {
          result[0] += -0.04741986;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
            result[0] += 0.017563539;
          } else {
            result[0] += -0.007701146;
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += -0.04787057;
            } else {
              result[0] += -0.010085559;
            }
          } else {
            result[0] += -2.6841331e-05;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
              result[0] += 0.000932547;
            } else {
              result[0] += 0.008343334;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
              result[0] += -0.011796179;
            } else {
              result[0] += -0.00014997326;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
            result[0] += -0.0015726928;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += 0.024928948;
            } else {
              result[0] += 0.015308871;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += 0.00023874645;
            } else {
              result[0] += 0.020944944;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += -0.026863983;
            } else {
              result[0] += -0.0035217584;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += -0.0041075516;
            } else {
              result[0] += 0.009205278;
            }
          } else {
            result[0] += 0.019077757;
          }
        }
      }
    } else {
      result[0] += 0.023257198;
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
              result[0] += 0.0128596155;
            } else {
              result[0] += -0.009474523;
            }
          } else {
            result[0] += 0.026166154;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0374511;
            } else {
              result[0] += -0.0026127973;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += 0.004153704;
            } else {
              result[0] += -0.022988074;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9212598801) ) ) {
          result[0] += 0.023222174;
        } else {
          result[0] += 0.0036114366;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8269231319) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85365855694) ) ) {
              result[0] += 0.01539893;
            } else {
              result[0] += 0.0038243996;
            }
          } else {
            result[0] += 0.028020715;
          }
        } else {
          result[0] += -0.01537554;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.009980894;
            } else {
              result[0] += 0.024142047;
            }
          } else {
            result[0] += -0.05402356;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
              result[0] += 0.029506788;
            } else {
              result[0] += 0.0062550716;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)129) ) ) {
              result[0] += -0.019050717;
            } else {
              result[0] += 0.0029701504;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0010698134;
            } else {
              result[0] += 0.000964091;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
              result[0] += -0.013886623;
            } else {
              result[0] += -0.0018354135;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.006820901;
            } else {
              result[0] += -0.0014989943;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
              result[0] += -0.047043543;
            } else {
              result[0] += -0.003613117;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
              result[0] += 0.010620646;
            } else {
              result[0] += 0.002434544;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += -0.026284952;
            } else {
              result[0] += 0.0025878763;
            }
          }
        } else {
          result[0] += -0.01876014;
        }
      }
    } else {
      result[0] += 0.02125803;
    }
  } else {
    result[0] += 0.025564868;
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010607521981) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
              result[0] += -0.00037615126;
            } else {
              result[0] += 0.002791005;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0013052103;
            } else {
              result[0] += 0.012905257;
            }
          }
        } else {
          result[0] += -0.03354037;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012168933637) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            result[0] += 0.026197094;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += 0.008972574;
            } else {
              result[0] += 0.0010651584;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21015514433) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.00028874827;
            } else {
              result[0] += 0.013350166;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84615385532) ) ) {
              result[0] += 0.02163681;
            } else {
              result[0] += 0.0023616229;
            }
          }
        }
      }
    } else {
      result[0] += -0.018824788;
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017566688359) ) ) {
      result[0] += -0.030444128;
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017699114978) ) ) {
        result[0] += 0.016689515;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.09214092046) ) ) {
              result[0] += -0.0032852467;
            } else {
              result[0] += 0.0076365555;
            }
          } else {
            result[0] += 0.021412548;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11428571492) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.09214092046) ) ) {
              result[0] += -0.008368484;
            } else {
              result[0] += 0.0048541664;
            }
          } else {
            result[0] += -0.026063189;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.63492065668) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.002401985;
            } else {
              result[0] += 0.012701648;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
              result[0] += -0.024481615;
            } else {
              result[0] += 0.0015789353;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.031501245;
            } else {
              result[0] += -0.0051072184;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.006889786;
            } else {
              result[0] += 0.007203944;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.010697673;
            } else {
              result[0] += 0.0015088493;
            }
          } else {
            result[0] += -0.012930072;
          }
        } else {
          result[0] += 0.018311465;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.020988336;
            } else {
              result[0] += -0.0485974;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.009879577;
            } else {
              result[0] += 0.0005235302;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.024528332;
          } else {
            result[0] += -0.009093211;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74324321747) ) ) {
          result[0] += 0.024385491;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88333332539) ) ) {
              result[0] += -5.0806528e-05;
            } else {
              result[0] += -0.019448582;
            }
          } else {
            result[0] += 0.025083704;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        result[0] += 0.0237867;
      } else {
        result[0] += 0.011521515;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 0.0009218642;
            } else {
              result[0] += -0.005941655;
            }
          } else {
            result[0] += -0.033542287;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019417475909) ) ) {
              result[0] += 0.0015320075;
            } else {
              result[0] += 0.031856585;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0050899545;
            } else {
              result[0] += 0.0037853015;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0041753654368) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
              result[0] += -0.0058963867;
            } else {
              result[0] += 0.0026463394;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += 0.015673531;
            } else {
              result[0] += -0.0028444682;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.060606062412) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)38) ) ) {
              result[0] += 0.023572411;
            } else {
              result[0] += 0.010299365;
            }
          } else {
            result[0] += -0.004367484;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028678303584) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011711125262) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)49) ) ) {
              result[0] += 0.00025681185;
            } else {
              result[0] += -0.01033163;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += -0.00063050195;
            } else {
              result[0] += -0.01692213;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7446808219) ) ) {
              result[0] += 0.0060010655;
            } else {
              result[0] += -0.009542373;
            }
          } else {
            result[0] += -0.014851312;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
            result[0] += -0.017677166;
          } else {
            result[0] += 0.0055458504;
          }
        } else {
          result[0] += -0.023220075;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04033832252) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.03436185047) ) ) {
              result[0] += -0.0069703446;
            } else {
              result[0] += -0.032256555;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
              result[0] += -0.004639433;
            } else {
              result[0] += 0.026555588;
            }
          }
        } else {
          result[0] += -0.030025018;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += 0.012581025;
            } else {
              result[0] += 0.030795565;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0033057851251) ) ) {
              result[0] += -0.0044644508;
            } else {
              result[0] += 0.0128880665;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += -0.031613596;
            } else {
              result[0] += -0.0011814465;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.25728154182) ) ) {
              result[0] += 2.8188317e-05;
            } else {
              result[0] += 0.014628141;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.016706955;
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
              result[0] += -0.001378028;
            } else {
              result[0] += 0.001551408;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
              result[0] += 0.020654354;
            } else {
              result[0] += -0.0043760804;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += 0.0040394496;
            } else {
              result[0] += -0.0085971225;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0069650486;
            } else {
              result[0] += -0.01795937;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.025691658;
            } else {
              result[0] += 0.015947869;
            }
          } else {
            result[0] += 0.003023814;
          }
        } else {
          result[0] += -0.0077728503;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
              result[0] += 0.014718066;
            } else {
              result[0] += 0.0003050536;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
              result[0] += 0.012162868;
            } else {
              result[0] += -0.0022234994;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.030068351;
            } else {
              result[0] += -0.00012175849;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.014102548;
            } else {
              result[0] += -0.0035225113;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
          result[0] += -0.03775781;
        } else {
          result[0] += -0.0024155248;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
              result[0] += 0.029816767;
            } else {
              result[0] += 0.0006698004;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.04757957;
            } else {
              result[0] += 0.012734252;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)249) ) ) {
              result[0] += 0.020787071;
            } else {
              result[0] += 0.052167643;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
              result[0] += 0.0025081977;
            } else {
              result[0] += 0.015290608;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.013730972;
          } else {
            result[0] += -0.031172175;
          }
        } else {
          result[0] += -0.008919729;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
        result[0] += -0.032995712;
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
              result[0] += -0.0001692421;
            } else {
              result[0] += 0.012621048;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.022988505661) ) ) {
              result[0] += -0.019496106;
            } else {
              result[0] += -0.000438767;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0040080160834) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.012020434;
            } else {
              result[0] += -0.026946172;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027700830251) ) ) {
              result[0] += 0.017303072;
            } else {
              result[0] += -0.003733122;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0016347651;
            } else {
              result[0] += 0.00629917;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.014290457;
            } else {
              result[0] += -0.0072494433;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.0045464854;
            } else {
              result[0] += 0.041588284;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.03895381;
            } else {
              result[0] += 0.00023605468;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.008566479;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
            result[0] += 0.032897398;
          } else {
            result[0] += 0.016617397;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
              result[0] += -0.0037698268;
            } else {
              result[0] += -0.047753017;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88571429253) ) ) {
              result[0] += 0.010769459;
            } else {
              result[0] += -0.018534532;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += 0.017166203;
          } else {
            result[0] += 0.006712413;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
          result[0] += -0.037249237;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.93189966679) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.0016286621;
            } else {
              result[0] += 0.019917475;
            }
          } else {
            result[0] += -0.024720814;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.02436996;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.005403766;
            } else {
              result[0] += 0.018603148;
            }
          } else {
            result[0] += -0.008559673;
          }
        }
      } else {
        result[0] += -0.043564573;
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0005030023;
            } else {
              result[0] += -0.0009649787;
            }
          } else {
            result[0] += -0.020033097;
          }
        } else {
          result[0] += 0.024532346;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += -0.0049587265;
            } else {
              result[0] += -0.019190552;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.010558428;
            } else {
              result[0] += 0.0029143016;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.00042279228;
            } else {
              result[0] += 0.0101359105;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.017486047;
            } else {
              result[0] += 0.008262782;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)277) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)226) ) ) {
              result[0] += 0.0003178906;
            } else {
              result[0] += -0.0115024885;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
              result[0] += 0.017007934;
            } else {
              result[0] += 0.0021172862;
            }
          }
        } else {
          result[0] += -0.027962422;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
              result[0] += -0.00023754615;
            } else {
              result[0] += -0.004086308;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
              result[0] += 0.038594548;
            } else {
              result[0] += 0.0010456659;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
            result[0] += -0.04806284;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.013309546;
            } else {
              result[0] += 0.0018881628;
            }
          }
        }
      }
    } else {
      result[0] += 0.023507334;
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        result[0] += -0.022814332;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += 0.026182005;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            result[0] += -0.014237446;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += 0.012162113;
            } else {
              result[0] += 0.0014658951;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
        result[0] += 0.032156345;
      } else {
        result[0] += 0.0019834195;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 5.4940094e-05;
            } else {
              result[0] += -0.00307871;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.011519327;
            } else {
              result[0] += 0.016255075;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += -0.01851852;
            } else {
              result[0] += -0.053143214;
            }
          } else {
            result[0] += -0.00045601247;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
            result[0] += -0.035730373;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)239) ) ) {
              result[0] += 0.023340141;
            } else {
              result[0] += -0.0027737282;
            }
          }
        } else {
          result[0] += -0.039587405;
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
          result[0] += 0.03481785;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.012940868;
            } else {
              result[0] += -0.004163373;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += 0.03857726;
            } else {
              result[0] += 0.009009697;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
          result[0] += -0.028642317;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
              result[0] += 0.0064371126;
            } else {
              result[0] += 0.025119642;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += -0.0067641647;
            } else {
              result[0] += 0.0021725541;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
              result[0] += 0.002400131;
            } else {
              result[0] += -0.031850394;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
              result[0] += 0.007675174;
            } else {
              result[0] += -0.006029934;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.020576017;
            } else {
              result[0] += 0.055307847;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += 0.011389479;
            } else {
              result[0] += -0.014684944;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.066666670144) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.02445195;
            } else {
              result[0] += -0.061739165;
            }
          } else {
            result[0] += -0.0054561654;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21428571641) ) ) {
            result[0] += 0.019721085;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0039186105;
            } else {
              result[0] += 0.008718848;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.009824749;
        } else {
          result[0] += -0.04863678;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010591350496) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0066225165501) ) ) {
              result[0] += -0.0039477325;
            } else {
              result[0] += -0.039074596;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0104996525;
            } else {
              result[0] += -0.014503578;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017699114978) ) ) {
              result[0] += 0.009875877;
            } else {
              result[0] += 0.0024541055;
            }
          } else {
            result[0] += -0.022432435;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
              result[0] += -0.00068106165;
            } else {
              result[0] += 0.021351524;
            }
          } else {
            result[0] += -0.02085092;
          }
        } else {
          result[0] += 0.026406322;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.007772875;
            } else {
              result[0] += -0.041473854;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
              result[0] += -0.006599802;
            } else {
              result[0] += 0.0032094344;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
              result[0] += -0.029067857;
            } else {
              result[0] += 0.011770506;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.10000000149) ) ) {
              result[0] += -0.005387848;
            } else {
              result[0] += 0.018690592;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0025514003;
            } else {
              result[0] += 0.025694622;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += 0.044161066;
            } else {
              result[0] += 0.01719421;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.010014081;
            } else {
              result[0] += -0.012336403;
            }
          } else {
            result[0] += -0.024098985;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0073529412039) ) ) {
              result[0] += -0.007835557;
            } else {
              result[0] += 0.008957225;
            }
          } else {
            result[0] += -0.057990868;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            result[0] += 0.04316213;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0064805956;
            } else {
              result[0] += -0.0107433;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
      result[0] += 0.023479493;
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          result[0] += -0.013723961;
        } else {
          result[0] += -0.035455197;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)88) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.007665393;
            } else {
              result[0] += -0.013730309;
            }
          } else {
            result[0] += 0.028304024;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0056370264;
            } else {
              result[0] += -0.03720852;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += 0.037314884;
            } else {
              result[0] += 0.00077153434;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)319) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)157) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
              result[0] += -0.00037784732;
            } else {
              result[0] += -0.012158746;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)167) ) ) {
              result[0] += 0.014493949;
            } else {
              result[0] += 0.0020874913;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
              result[0] += -0.001559794;
            } else {
              result[0] += -0.005844044;
            }
          } else {
            result[0] += -0.030520007;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
            result[0] += 0.013443962;
          } else {
            result[0] += 0.03317215;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.004851244;
          } else {
            result[0] += 0.009816712;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
              result[0] += -0.026692843;
            } else {
              result[0] += -0.010318703;
            }
          } else {
            result[0] += -0.043747153;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
              result[0] += -0.00836661;
            } else {
              result[0] += -0.023286132;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0030244556;
            } else {
              result[0] += 0.0048840516;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.010726128;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)412) ) ) {
            result[0] += -0.007309834;
          } else {
            result[0] += 0.006824117;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)59) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.0047819056;
            } else {
              result[0] += 0.006950609;
            }
          } else {
            result[0] += 0.025605723;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)189) ) ) {
            result[0] += -0.0177336;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
              result[0] += 0.0043680505;
            } else {
              result[0] += -0.0063265227;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)437) ) ) {
          result[0] += 0.03061973;
        } else {
          result[0] += 0.016048007;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
          result[0] += -0.0015345116;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)348) ) ) {
            result[0] += -0.03387907;
          } else {
            result[0] += -0.0029954817;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += 0.0007308533;
            } else {
              result[0] += 0.027576154;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0071090045385) ) ) {
              result[0] += 0.030393502;
            } else {
              result[0] += -0.002214146;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)140) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.004776697;
            } else {
              result[0] += 0.0022505007;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)153) ) ) {
              result[0] += 0.022246202;
            } else {
              result[0] += 0.0022950748;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)104) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.0005778486;
            } else {
              result[0] += 0.022356419;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.018095015;
            } else {
              result[0] += 0.004343697;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.018937906;
            } else {
              result[0] += 0.0037021283;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += 0.00037878728;
            } else {
              result[0] += 0.015398607;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          result[0] += -0.011792718;
        } else {
          result[0] += -0.023589108;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
              result[0] += -0.0017914054;
            } else {
              result[0] += 0.021902895;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
              result[0] += -0.035625447;
            } else {
              result[0] += -0.009948927;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
            result[0] += 0.041098714;
          } else {
            result[0] += 0.0019830656;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          result[0] += -0.06802067;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
            result[0] += 0.007438488;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.020429365;
            } else {
              result[0] += -0.005999217;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += 0.007959516;
            } else {
              result[0] += -0.022488074;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.020654188;
            } else {
              result[0] += 0.038529605;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.0037813366;
            } else {
              result[0] += -0.059180178;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.013396109;
            } else {
              result[0] += -0.0015687973;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
              result[0] += 0.011062435;
            } else {
              result[0] += 0.026571428;
            }
          } else {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0029410014;
            } else {
              result[0] += -0.010281733;
            }
          }
        } else {
          result[0] += 0.04978309;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.037881866;
            } else {
              result[0] += 0.0024571451;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)625) ) ) {
              result[0] += 0.026023779;
            } else {
              result[0] += -0.012614026;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.00562476;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += 0.00862718;
            } else {
              result[0] += 0.033299953;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
            result[0] += 0.035823666;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0042554066;
            } else {
              result[0] += 0.017453283;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.00063134776;
            } else {
              result[0] += -0.017503653;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.010595163;
            } else {
              result[0] += 0.00050812605;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.09214092046) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.008130659;
            } else {
              result[0] += 0.00018805121;
            }
          } else {
            result[0] += 0.014436053;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.040716816;
          } else {
            result[0] += -0.007233047;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.63492065668) ) ) {
              result[0] += 0.009560672;
            } else {
              result[0] += -0.00049253635;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0336657;
            } else {
              result[0] += 0.004542197;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.035016213;
            } else {
              result[0] += -0.0035302476;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.021179264;
            } else {
              result[0] += 0.00031149233;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += -0.008050117;
            } else {
              result[0] += -0.03255609;
            }
          } else {
            result[0] += 0.0106588;
          }
        } else {
          result[0] += -0.047810696;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083333335817) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
            result[0] += -0.0048205606;
          } else {
            result[0] += 0.002041586;
          }
        } else {
          result[0] += 0.0062288283;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)64) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            result[0] += 0.0169062;
          } else {
            result[0] += -0.0029987737;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            result[0] += 0.01752267;
          } else {
            result[0] += 0.009677669;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
          result[0] += -0.005874523;
        } else {
          result[0] += 0.007521208;
        }
      }
    } else {
      result[0] += -0.010044648;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
              result[0] += 0.004473972;
            } else {
              result[0] += 0.01837533;
            }
          } else {
            result[0] += -0.014697037;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.021108180285) ) ) {
              result[0] += -0.003533608;
            } else {
              result[0] += 0.0023384457;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.00016646144;
            } else {
              result[0] += 0.012379736;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
              result[0] += 0.0013618682;
            } else {
              result[0] += 0.015046223;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
              result[0] += -0.04401066;
            } else {
              result[0] += 0.0066028195;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)106) ) ) {
              result[0] += -0.012259291;
            } else {
              result[0] += 0.0083012935;
            }
          } else {
            result[0] += 0.013531161;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.0030123729;
        } else {
          result[0] += -0.00554469;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.019865332;
        } else {
          result[0] += -0.059939343;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0022552386;
            } else {
              result[0] += 0.0069803023;
            }
          } else {
            result[0] += -0.022348424;
          }
        } else {
          result[0] += 0.04028624;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.028058683;
            } else {
              result[0] += 0.013190013;
            }
          } else {
            result[0] += 0.00021833545;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)270) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.0061294683;
            } else {
              result[0] += 0.005281798;
            }
          } else {
            result[0] += 0.024540031;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0076472997;
            } else {
              result[0] += -0.03132579;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.02057734;
            } else {
              result[0] += 0.00029133057;
            }
          }
        } else {
          result[0] += -0.036743164;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.00025534842;
            } else {
              result[0] += -0.004876189;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0066725085;
            } else {
              result[0] += -0.00682996;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.011807555;
            } else {
              result[0] += -0.0008173627;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += -0.039466534;
            } else {
              result[0] += 0.0026575678;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += -0.005679309;
            } else {
              result[0] += 0.007522034;
            }
          } else {
            result[0] += 0.029956004;
          }
        } else {
          result[0] += -0.027764985;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
          result[0] += -0.043121196;
        } else {
          result[0] += 0.00751158;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.00092243124;
            } else {
              result[0] += 0.007516101;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0064212955;
            } else {
              result[0] += 0.0034293898;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            result[0] += -0.0018432947;
          } else {
            result[0] += -0.03318733;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += 0.0011928683;
            } else {
              result[0] += -0.014683309;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
              result[0] += 0.012644785;
            } else {
              result[0] += -0.0017952573;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -0.024231786;
            } else {
              result[0] += 0.00954516;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)91) ) ) {
              result[0] += -0.004512063;
            } else {
              result[0] += 0.006477284;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          result[0] += -0.0012205107;
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
              result[0] += -0.01203678;
            } else {
              result[0] += -0.00013008286;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.026312444;
            } else {
              result[0] += -0.006143629;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
          result[0] += -0.007966536;
        } else {
          result[0] += 0.01077467;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
            result[0] += -0.00866181;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += 0.012129168;
            } else {
              result[0] += 0.0017767558;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)182) ) ) {
              result[0] += 0.017565578;
            } else {
              result[0] += 0.010267995;
            }
          } else {
            result[0] += -0.0066801864;
          }
        }
      } else {
        result[0] += -0.01689119;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1531) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1349) ) ) {
              result[0] += -0.00024314616;
            } else {
              result[0] += 0.013171064;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.023637319;
            } else {
              result[0] += -0.013248347;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)135) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.022639211;
            } else {
              result[0] += -0.004162878;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += -0.0015579456;
            } else {
              result[0] += 0.01680984;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
            result[0] += 0.010623601;
          } else {
            result[0] += 0.024369884;
          }
        } else {
          if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            result[0] += 0.008717259;
          } else {
            result[0] += -0.0020672122;
          }
        }
      }
    } else {
      result[0] += -0.022530701;
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)44) ) ) {
              result[0] += 0.015857322;
            } else {
              result[0] += 0.008387608;
            }
          } else {
            result[0] += -0.0018115056;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)73) ) ) {
            result[0] += 0.026754841;
          } else {
            result[0] += 0.0048337705;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4949) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.00072871544;
          } else {
            result[0] += -0.008729269;
          }
        } else {
          result[0] += 0.010282951;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
            result[0] += 0.007114424;
          } else {
            result[0] += -0.016940907;
          }
        } else {
          result[0] += -0.018010935;
        }
      } else {
        result[0] += 0.0063222307;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
              result[0] += -0.0008457688;
            } else {
              result[0] += 0.00660862;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.00094885763;
            } else {
              result[0] += 0.014833762;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.013596994;
            } else {
              result[0] += -0.06962263;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
              result[0] += -0.005180494;
            } else {
              result[0] += 0.0027837062;
            }
          }
        }
      } else {
        result[0] += 0.018414015;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.007437136;
            } else {
              result[0] += -0.013140042;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)114) ) ) {
              result[0] += -0.036589764;
            } else {
              result[0] += -0.0067991987;
            }
          }
        } else {
          result[0] += -0.042513326;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.016117923;
            } else {
              result[0] += 0.0013773941;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0026772704;
            } else {
              result[0] += -0.009434807;
            }
          }
        } else {
          result[0] += -0.016711177;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += -0.0039032828;
            } else {
              result[0] += 0.01321801;
            }
          } else {
            result[0] += -0.05993522;
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.021691205;
            } else {
              result[0] += -0.0074107633;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
              result[0] += -0.0021422037;
            } else {
              result[0] += 0.019214204;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
              result[0] += 0.026900528;
            } else {
              result[0] += 0.014913087;
            }
          } else {
            result[0] += 0.003848616;
          }
        } else {
          result[0] += 0.038679153;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0051398207;
            } else {
              result[0] += 0.013948083;
            }
          } else {
            result[0] += -0.0354208;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)147) ) ) {
            result[0] += -0.03475867;
          } else {
            result[0] += -0.019101506;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0097592715174) ) ) {
              result[0] += 0.0012869504;
            } else {
              result[0] += -0.004826627;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0026365267;
            } else {
              result[0] += -0.044676553;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)166) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
              result[0] += 0.006501189;
            } else {
              result[0] += 0.037886973;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
              result[0] += 0.011395298;
            } else {
              result[0] += 0.0012481713;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
              result[0] += 0.0055203172;
            } else {
              result[0] += -4.718825e-05;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
              result[0] += -0.026584733;
            } else {
              result[0] += -0.0034349095;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -8.593536e-05;
            } else {
              result[0] += 0.020540021;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
              result[0] += -0.0032371413;
            } else {
              result[0] += 0.042813573;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
          result[0] += 0.024348263;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)329) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += -0.019805105;
            } else {
              result[0] += 0.0008071611;
            }
          } else {
            result[0] += 0.00833712;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.045202896;
          } else {
            result[0] += -0.010700766;
          }
        } else {
          result[0] += -0.020095201;
        }
      } else {
        result[0] += -0.00025938702;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0072306716;
            } else {
              result[0] += -0.006697939;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0043840753;
            } else {
              result[0] += 0.032733545;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.010216317;
            } else {
              result[0] += -0.0010545029;
            }
          } else {
            result[0] += -0.023693366;
          }
        }
      } else {
        result[0] += -0.01747542;
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011290322989) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010607521981) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
              result[0] += -0.0011273408;
            } else {
              result[0] += -0.028087148;
            }
          } else {
            result[0] += -0.060003955;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)166) ) ) {
              result[0] += 0.02975141;
            } else {
              result[0] += 0.0051361597;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.036363635212) ) ) {
              result[0] += -0.00397636;
            } else {
              result[0] += -0.024301887;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016129031777) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
              result[0] += 0.00409456;
            } else {
              result[0] += 0.023955682;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027027027681) ) ) {
              result[0] += -0.016344476;
            } else {
              result[0] += 0.00069948257;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += 0.0012382931;
            } else {
              result[0] += -0.0089758625;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.007326007355) ) ) {
              result[0] += 0.0065441257;
            } else {
              result[0] += -0.0008744902;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)115) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0011882762;
            } else {
              result[0] += 0.01095928;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0044721346;
            } else {
              result[0] += -0.028782869;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.009122237;
            } else {
              result[0] += -0.0020154335;
            }
          } else {
            result[0] += 0.039819535;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.008224812;
          } else {
            result[0] += 0.002839438;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.0034066846;
          } else {
            result[0] += -0.059156634;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.004576023;
            } else {
              result[0] += -0.0019128617;
            }
          } else {
            result[0] += 0.016396958;
          }
        } else {
          result[0] += 0.02719897;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)125) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.007324078;
            } else {
              result[0] += -0.016483217;
            }
          } else {
            result[0] += -0.024184408;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.002978128;
            } else {
              result[0] += 0.034054186;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
              result[0] += 0.0013221211;
            } else {
              result[0] += -0.00072864076;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.022955613;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.045973867;
            } else {
              result[0] += 0.003048972;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += -0.00031507894;
            } else {
              result[0] += -0.029254362;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.026064927;
            } else {
              result[0] += -0.012366145;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
            result[0] += -0.0054385704;
          } else {
            result[0] += -0.018255973;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.010982337;
            } else {
              result[0] += 0.027216574;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.012020786;
            } else {
              result[0] += -0.016024088;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
            result[0] += -0.052044034;
          } else {
            result[0] += -0.0043568728;
          }
        } else {
          result[0] += -0.009831227;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0056788353;
            } else {
              result[0] += 0.015080812;
            }
          } else {
            result[0] += 0.022894032;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.002940912;
            } else {
              result[0] += -0.020689167;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
              result[0] += -0.00565192;
            } else {
              result[0] += 0.014619847;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)413) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.091086529195) ) ) {
              result[0] += -0.005738398;
            } else {
              result[0] += 0.0037942082;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0028303682;
            } else {
              result[0] += -0.014875553;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.22901757061) ) ) {
              result[0] += -0.019796364;
            } else {
              result[0] += 0.012315714;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
              result[0] += 0.008904328;
            } else {
              result[0] += -0.00043920527;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
            result[0] += 0.004423485;
          } else {
            result[0] += 0.03797228;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
              result[0] += -0.026401093;
            } else {
              result[0] += -0.0010953447;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
              result[0] += 0.0026394376;
            } else {
              result[0] += 0.013527005;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)226) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.020530075;
          } else {
            result[0] += -0.006555613;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
            result[0] += 0.00593411;
          } else {
            result[0] += 0.017248169;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            result[0] += -0.013942966;
          } else {
            result[0] += -0.027155641;
          }
        } else {
          result[0] += -0.004930117;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.060606062412) ) ) {
              result[0] += 0.017165756;
            } else {
              result[0] += 0.0027616727;
            }
          } else {
            result[0] += -0.018139442;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0140327485;
            } else {
              result[0] += -0.014241724;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
              result[0] += -0.029674081;
            } else {
              result[0] += 0.004403356;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.026956365;
            } else {
              result[0] += 0.026602525;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
              result[0] += -0.023626067;
            } else {
              result[0] += 0.0032771637;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += -0.007836713;
            } else {
              result[0] += 0.006848544;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
              result[0] += 0.016310018;
            } else {
              result[0] += 0.0028519281;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            result[0] += -0.006340196;
          } else {
            result[0] += -0.0021863624;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.0062726154;
            } else {
              result[0] += 0.016772134;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0021905805916) ) ) {
              result[0] += 0.030233754;
            } else {
              result[0] += 0.0119467825;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            result[0] += -0.0015596225;
          } else {
            result[0] += 0.0063973363;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            result[0] += -0.03207346;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
              result[0] += 0.005260991;
            } else {
              result[0] += -0.008962829;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
              result[0] += 0.0007704394;
            } else {
              result[0] += -0.0045240573;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0032109853;
            } else {
              result[0] += -0.0246267;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73529410362) ) ) {
              result[0] += 0.010426509;
            } else {
              result[0] += -0.003143673;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.0054582055;
            } else {
              result[0] += 0.0011197026;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.011777488;
            } else {
              result[0] += 0.019892469;
            }
          } else {
            result[0] += -0.03425958;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)144) ) ) {
              result[0] += -0.027757427;
            } else {
              result[0] += -0.010701295;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
              result[0] += 0.023437982;
            } else {
              result[0] += -0.0015023149;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014754097909) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.012137539;
            } else {
              result[0] += -0.0073362486;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
              result[0] += 0.018644989;
            } else {
              result[0] += 0.031540357;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
            result[0] += 0.012586257;
          } else {
            result[0] += -0.010982019;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          result[0] += 0.0066358424;
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.009597406;
          } else {
            result[0] += -0.002914986;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025477707386) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.001781396;
            } else {
              result[0] += -0.019967007;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.03716543;
            } else {
              result[0] += -0.002609259;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.0027684264;
            } else {
              result[0] += 0.0029738515;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)213) ) ) {
              result[0] += 0.012594327;
            } else {
              result[0] += -0.0005703489;
            }
          }
        }
      } else {
        result[0] += -0.061735835;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)173) ) ) {
              result[0] += 0.014570571;
            } else {
              result[0] += -0.009079703;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0028735632077) ) ) {
              result[0] += 0.028048297;
            } else {
              result[0] += 0.013855812;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)195) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82926827669) ) ) {
              result[0] += 0.011466453;
            } else {
              result[0] += -0.00853177;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)258) ) ) {
              result[0] += -0.009363803;
            } else {
              result[0] += 0.0027908387;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)121) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += 0.0025790613;
            } else {
              result[0] += -0.009337819;
            }
          } else {
            result[0] += -0.022215981;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047169812024) ) ) {
            result[0] += 0.01507273;
          } else {
            result[0] += 0.005836077;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)231) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0008921317;
            } else {
              result[0] += 0.0060201655;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)157) ) ) {
              result[0] += 0.0046252646;
            } else {
              result[0] += -0.025854826;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)235) ) ) {
              result[0] += -0.029156089;
            } else {
              result[0] += -0.006091324;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.001924055;
            } else {
              result[0] += 0.020951757;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
              result[0] += 0.009043534;
            } else {
              result[0] += 0.021961084;
            }
          } else {
            result[0] += -0.013738565;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.034356978;
            } else {
              result[0] += 0.009645277;
            }
          } else {
            result[0] += 0.0032617643;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( UNLIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += -0.0057364656;
            } else {
              result[0] += -0.048234314;
            }
          } else {
            result[0] += -0.00299935;
          }
        } else {
          result[0] += 0.01221677;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
              result[0] += -0.0020942565;
            } else {
              result[0] += 0.0014122697;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.0070562297;
            } else {
              result[0] += -0.009951545;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)602) ) ) {
              result[0] += 0.0034878128;
            } else {
              result[0] += -0.03187161;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
              result[0] += 0.024067963;
            } else {
              result[0] += 0.0063967905;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
      result[0] += 0.006255269;
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
        result[0] += -0.03369851;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)210) ) ) {
          result[0] += -0.012972802;
        } else {
          result[0] += 0.00059611374;
        }
      }
    }
  }
}

