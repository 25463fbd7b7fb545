
#include "header.h"

void predict_unit0(union Entry* data, float* result) {
  unsigned int tmp;
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
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          result[0] += -0.085040346;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.045114033;
            } else {
              result[0] += 0.02118534;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.0059447135;
            } else {
              result[0] += 0.03566255;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += -0.009106319;
            } else {
              result[0] += -0.020386629;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.052168142;
            } else {
              result[0] += -0.025364447;
            }
          }
        } else {
          result[0] += -0.06719002;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.008343579;
            } else {
              result[0] += -0.02109633;
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
              result[0] += 0.009466774;
            } else {
              result[0] += -0.0055966093;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
              result[0] += 0.010719873;
            } else {
              result[0] += 0.059747763;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
              result[0] += 0.02381279;
            } else {
              result[0] += -0.0020716337;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.045087468;
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
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.012726267;
            } else {
              result[0] += 0.030128857;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0073051103;
            } else {
              result[0] += -0.05284033;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)121) ) ) {
              result[0] += -0.0034415987;
            } else {
              result[0] += 0.03733362;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
              result[0] += -0.1519706;
            } else {
              result[0] += -0.024371577;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
              result[0] += 0.04412857;
            } else {
              result[0] += 0.06547297;
            }
          } else {
            result[0] += 0.025639802;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
            result[0] += -0.018397788;
          } else {
            result[0] += 0.011653632;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.06310868;
            } else {
              result[0] += -0.01910566;
            }
          } else {
            result[0] += -0.011038291;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += -0.027982924;
            } else {
              result[0] += -0.012035865;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += -0.089380965;
            } else {
              result[0] += -0.014104791;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.055863917;
        } else {
          result[0] += -0.098640405;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += 0.032404654;
        } else {
          result[0] += 0.015661867;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.02129483;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += -0.016291073;
            } else {
              result[0] += 0.0034555239;
            }
          }
        } else {
          result[0] += -0.03791324;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.004670746;
            } else {
              result[0] += -0.02457502;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.002948949;
            } else {
              result[0] += 0.047376018;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)250) ) ) {
              result[0] += 0.04653689;
            } else {
              result[0] += 0.018754674;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0010282082;
            } else {
              result[0] += -0.035140727;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)39) ) ) {
              result[0] += 0.009292813;
            } else {
              result[0] += -0.0150382025;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025806451216) ) ) {
              result[0] += 0.007756412;
            } else {
              result[0] += -0.10500945;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.025273709;
            } else {
              result[0] += 0.0050905305;
            }
          } else {
            result[0] += 0.099644676;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.005222931;
            } else {
              result[0] += 0.027450217;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.045431815;
            } else {
              result[0] += 0.022429097;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.022085777;
            } else {
              result[0] += 0.039933324;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.044229746;
            } else {
              result[0] += 0.017274143;
            }
          }
        }
      } else {
        result[0] += -0.072044894;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
          result[0] += -0.117655955;
        } else {
          result[0] += -0.04192057;
        }
      } else {
        result[0] += -0.031176886;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89361703396) ) ) {
              result[0] += -0.056949254;
            } else {
              result[0] += -0.00962846;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78676468134) ) ) {
              result[0] += -0.025285736;
            } else {
              result[0] += -0.0045085773;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.0028291408;
            } else {
              result[0] += -0.020521155;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.07478394;
            } else {
              result[0] += -0.018638331;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.011294733;
            } else {
              result[0] += -0.031960312;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.046511985;
            } else {
              result[0] += 0.01716773;
            }
          }
        } else {
          result[0] += -0.05584064;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0063385405;
            } else {
              result[0] += -0.044512253;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.006887;
            } else {
              result[0] += 0.0034178856;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.014896628;
            } else {
              result[0] += 0.034000576;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.010477819;
            } else {
              result[0] += -0.020849662;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 0.022154547;
            } else {
              result[0] += -0.048345763;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.043972984;
            } else {
              result[0] += 0.007285224;
            }
          }
        } else {
          result[0] += -0.06642508;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.011759031;
            } else {
              result[0] += 0.020596221;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.027619058;
            } else {
              result[0] += 0.010095457;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += -0.004704502;
            } else {
              result[0] += 0.02187746;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
              result[0] += -0.14244922;
            } else {
              result[0] += -0.023334915;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2455) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
              result[0] += 0.041837826;
            } else {
              result[0] += 0.06692925;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.03327171;
            } else {
              result[0] += 0.016663907;
            }
          }
        } else {
          result[0] += 0.0028274679;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
        result[0] += -0.09844037;
      } else {
        result[0] += -0.03248793;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += -0.02494801;
            } else {
              result[0] += -0.052002877;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0327021;
            } else {
              result[0] += -0.014700748;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.016182236;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0050095795;
            } else {
              result[0] += 0.009539056;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += -0.11097642;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            result[0] += -0.010675187;
          } else {
            result[0] += -0.058549803;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
              result[0] += -0.012513086;
            } else {
              result[0] += 0.004941129;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
              result[0] += 0.011193645;
            } else {
              result[0] += -0.08678646;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.0068947873;
            } else {
              result[0] += 0.08548763;
            }
          } else {
            result[0] += -0.08496865;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)776) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0017652250826) ) ) {
              result[0] += 0.009996821;
            } else {
              result[0] += -0.0040040426;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += -0.0006252424;
            } else {
              result[0] += -0.061092257;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.04425704;
            } else {
              result[0] += 0.023459299;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
              result[0] += -0.020529674;
            } else {
              result[0] += 0.00856617;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.0012118258;
            } else {
              result[0] += -0.028412387;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += 0.02023428;
            } else {
              result[0] += -0.0004984875;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.009522201;
            } else {
              result[0] += 0.030121995;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.022777157;
            } else {
              result[0] += 0.08892127;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1057) ) ) {
              result[0] += 0.032237317;
            } else {
              result[0] += 0.004400577;
            }
          } else {
            result[0] += 0.03784333;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            result[0] += 0.078344844;
          } else {
            result[0] += 0.049408942;
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
            result[0] += -0.106549434;
          } else {
            result[0] += -0.047416583;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += -0.022538265;
          } else {
            result[0] += -0.06830379;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += 0.018589305;
          } else {
            result[0] += -0.008469469;
          }
        } else {
          result[0] += -0.09357538;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.03666336;
            } else {
              result[0] += -0.012459554;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.02107235;
            } else {
              result[0] += 0.03174417;
            }
          }
        } else {
          result[0] += 0.028457591;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += -0.0004890178;
            } else {
              result[0] += -0.017182268;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.0056786872;
            } else {
              result[0] += 0.01586102;
            }
          }
        } else {
          result[0] += 0.03229231;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8203125) ) ) {
              result[0] += -0.007339017;
            } else {
              result[0] += 0.008883029;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
              result[0] += -0.05971826;
            } else {
              result[0] += 0.00919076;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.061621007;
            } else {
              result[0] += -0.13864659;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
              result[0] += -0.0009109418;
            } else {
              result[0] += -0.03956036;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.004366113;
            } else {
              result[0] += 0.021825993;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.08179635;
            } else {
              result[0] += -0.044955444;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
              result[0] += 0.013084941;
            } else {
              result[0] += 0.031435106;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.052267473;
            } else {
              result[0] += 0.02944385;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += 0.036828417;
            } else {
              result[0] += 0.009836842;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
              result[0] += 0.031156812;
            } else {
              result[0] += 0.0057199704;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.006126025;
            } else {
              result[0] += 0.03151416;
            }
          } else {
            result[0] += -0.109858826;
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
              result[0] += 0.03450495;
            } else {
              result[0] += 0.0019382145;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.01543078;
            } else {
              result[0] += -0.03674964;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            result[0] += -0.05253402;
          } else {
            result[0] += -0.019714799;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.05126456;
            } else {
              result[0] += 0.0015572178;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.004217608;
            } else {
              result[0] += -0.029363666;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)59) ) ) {
            result[0] += -0.03145599;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)225) ) ) {
              result[0] += -0.0041762944;
            } else {
              result[0] += 0.010213805;
            }
          }
        }
      } else {
        result[0] += -0.095463954;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.02688474;
            } else {
              result[0] += -0.010855389;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
              result[0] += 0.04980975;
            } else {
              result[0] += -0.008444359;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += 0.0005957266;
            } else {
              result[0] += 0.037989553;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)719) ) ) {
              result[0] += -0.019639364;
            } else {
              result[0] += 0.00020076706;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
              result[0] += -0.03659725;
            } else {
              result[0] += -0.0912827;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.0016843796;
            } else {
              result[0] += -0.025920792;
            }
          }
        } else {
          result[0] += 0.010074481;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)719) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.003027536;
            } else {
              result[0] += 0.016441626;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += -0.08351443;
            } else {
              result[0] += -0.008579198;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.028388549;
            } else {
              result[0] += 0.036143165;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += -0.03205901;
            } else {
              result[0] += 0.008811283;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.009199268;
            } else {
              result[0] += -0.002895551;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0038725;
            } else {
              result[0] += -0.0467113;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.029204398;
            } else {
              result[0] += -0.0024473427;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
              result[0] += 0.009427985;
            } else {
              result[0] += -0.028032798;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1694) ) ) {
              result[0] += 0.010350783;
            } else {
              result[0] += 0.038878705;
            }
          } else {
            result[0] += -0.05815215;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
            result[0] += -0.0005658274;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.037508573;
            } else {
              result[0] += -0.019594966;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
              result[0] += 0.021411847;
            } else {
              result[0] += 0.04326378;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += -0.031273942;
            } else {
              result[0] += 0.02349986;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0028735632077) ) ) {
              result[0] += 0.045631964;
            } else {
              result[0] += 0.019447802;
            }
          } else {
            result[0] += 0.014918702;
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
            result[0] += -0.10121431;
          } else {
            result[0] += -0.04257902;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81355929375) ) ) {
            result[0] += -0.022387309;
          } else {
            result[0] += -0.078761205;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += 0.018699301;
          } else {
            result[0] += -0.00690685;
          }
        } else {
          result[0] += -0.08558795;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += -0.023219327;
            } else {
              result[0] += -0.07359637;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
              result[0] += -0.016331585;
            } else {
              result[0] += 0.03787084;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
              result[0] += 0.029240554;
            } else {
              result[0] += -0.0035759236;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.029360002;
            } else {
              result[0] += -0.004270693;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
              result[0] += -0.03717647;
            } else {
              result[0] += -0.08856987;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.00074285147;
            } else {
              result[0] += -0.037524056;
            }
          }
        } else {
          result[0] += 0.011567393;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.000768257;
            } else {
              result[0] += -0.011035505;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.026113957;
            } else {
              result[0] += 0.023172796;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4949) ) ) {
              result[0] += 0.01577395;
            } else {
              result[0] += 0.041469496;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
              result[0] += 0.008741018;
            } else {
              result[0] += -0.017961755;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)558) ) ) {
              result[0] += 0.008658935;
            } else {
              result[0] += -0.037719887;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.036992308;
            } else {
              result[0] += -0.0010693333;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.015102488;
            } else {
              result[0] += 0.039850328;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.013513513841) ) ) {
              result[0] += -0.008057947;
            } else {
              result[0] += -0.1259058;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.006948626;
            } else {
              result[0] += 0.012921738;
            }
          } else {
            result[0] += 0.06220892;
          }
        } else {
          result[0] += -0.053309906;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.040431056;
            } else {
              result[0] += 0.02660288;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
              result[0] += 0.03236729;
            } else {
              result[0] += -0.018584311;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1168) ) ) {
              result[0] += 0.02051975;
            } else {
              result[0] += -0.009818838;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.004643199;
            } else {
              result[0] += 0.030018467;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      result[0] += -0.073019646;
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.01964053;
            } else {
              result[0] += -0.0037716534;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.056128252;
            } else {
              result[0] += -0.0050182086;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += -0.002537236;
            } else {
              result[0] += -0.017263325;
            }
          } else {
            result[0] += 0.017850904;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
          result[0] += 0.016364913;
        } else {
          result[0] += 0.041662995;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.0024523833;
            } else {
              result[0] += 0.018745;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.034278944;
            } else {
              result[0] += -0.0042774095;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
              result[0] += 0.021896642;
            } else {
              result[0] += -0.12435692;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.0035635363;
            } else {
              result[0] += -0.03232256;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045714285225) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0083682006225) ) ) {
              result[0] += 0.013141018;
            } else {
              result[0] += -0.0037730925;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.044770364;
            } else {
              result[0] += 0.0054640397;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047169812024) ) ) {
            result[0] += -0.10453874;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += -0.027230874;
            } else {
              result[0] += 0.011330443;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.06245202;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1653) ) ) {
            result[0] += 0.0074734516;
          } else {
            result[0] += 0.02835149;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1061) ) ) {
              result[0] += 0.018211327;
            } else {
              result[0] += -0.004341115;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
              result[0] += 0.01194757;
            } else {
              result[0] += 0.02904869;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.044120472;
            } else {
              result[0] += 0.031536125;
            }
          } else {
            result[0] += -0.0056242356;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += -0.061879225;
          } else {
            result[0] += -0.0008028852;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0044736094;
            } else {
              result[0] += -0.00015590362;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0087220045;
            } else {
              result[0] += -0.045332115;
            }
          }
        }
      } else {
        result[0] += -0.097289026;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.030452086;
            } else {
              result[0] += -0.0032227468;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.037645794;
            } else {
              result[0] += 0.0044236733;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.017483903;
            } else {
              result[0] += -0.03004149;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += 0.0025457172;
            } else {
              result[0] += 0.027817963;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          result[0] += 0.048392646;
        } else {
          result[0] += -0.00036646868;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0035178685;
            } else {
              result[0] += -0.021698;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.017744703;
            } else {
              result[0] += -0.0016530087;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.016849829;
            } else {
              result[0] += -0.049494665;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
              result[0] += -0.0036810513;
            } else {
              result[0] += 0.024711497;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)660) ) ) {
              result[0] += 0.00603955;
            } else {
              result[0] += 0.033320364;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.05703482;
            } else {
              result[0] += 0.0031333386;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)277) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.033223625;
            } else {
              result[0] += 0.011702457;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)60) ) ) {
              result[0] += 0.008347891;
            } else {
              result[0] += 0.039648417;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1017) ) ) {
              result[0] += 0.017711628;
            } else {
              result[0] += 0.0043477314;
            }
          } else {
            result[0] += 0.020018555;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1168) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0071613486;
            } else {
              result[0] += -0.026545042;
            }
          } else {
            result[0] += -0.07768193;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += 0.017839152;
            } else {
              result[0] += -0.012771318;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += 0.021325678;
            } else {
              result[0] += 0.048678562;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.029940724;
            } else {
              result[0] += -0.017238742;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.054642078;
            } else {
              result[0] += 0.021014167;
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
              result[0] += -0.055414136;
            } else {
              result[0] += -0.090223216;
            }
          } else {
            result[0] += -0.005032676;
          }
        } else {
          result[0] += 0.00435858;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)76) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.017077146;
            } else {
              result[0] += -0.0015495279;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
              result[0] += -0.028872475;
            } else {
              result[0] += -0.013928634;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.031395413;
            } else {
              result[0] += -0.008487025;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += -0.009441176;
            } else {
              result[0] += 0.015034373;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.030249346;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.029951626;
            } else {
              result[0] += -0.005455169;
            }
          }
        } else {
          result[0] += 0.03655586;
        }
      } else {
        result[0] += 0.038658444;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.0044658114;
            } else {
              result[0] += -0.071782805;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0034423407633) ) ) {
              result[0] += 0.048874024;
            } else {
              result[0] += 0.003916251;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.002288624;
            } else {
              result[0] += -0.017108066;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
              result[0] += 0.0028041333;
            } else {
              result[0] += 0.015641095;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
          result[0] += 0.053054716;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.025939707;
            } else {
              result[0] += -0.040646106;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013764625182) ) ) {
              result[0] += 0.017244186;
            } else {
              result[0] += 0.001615526;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1479) ) ) {
            result[0] += -0.027541375;
          } else {
            result[0] += -0.09439149;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
            result[0] += -0.0058912495;
          } else {
            result[0] += 0.027577087;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.015422568;
            } else {
              result[0] += -0.012110833;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 0.046842035;
            } else {
              result[0] += 0.018865459;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            result[0] += -0.0015447147;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
              result[0] += 0.04292872;
            } else {
              result[0] += 0.027515307;
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
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
              result[0] += -0.028610786;
            } else {
              result[0] += 0.015224159;
            }
          } else {
            result[0] += -0.08626616;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += -0.08284766;
          } else {
            result[0] += -0.035621505;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += -0.02689901;
          } else {
            result[0] += -0.0072843567;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)153) ) ) {
              result[0] += 0.0057941563;
            } else {
              result[0] += -0.017469434;
            }
          } else {
            result[0] += 0.015432698;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
              result[0] += -0.021127881;
            } else {
              result[0] += -0.0039982437;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.015974868;
            } else {
              result[0] += 0.019132145;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
              result[0] += 0.04780698;
            } else {
              result[0] += 0.00010532406;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.06613429;
            } else {
              result[0] += -0.029426306;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
          result[0] += -0.0032940083;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
            result[0] += 0.012563409;
          } else {
            result[0] += 0.025284553;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0050792145;
            } else {
              result[0] += -0.0038127806;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.010424489;
            } else {
              result[0] += 0.088677354;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
              result[0] += -0.055164184;
            } else {
              result[0] += -0.022095375;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
              result[0] += -0.0015502592;
            } else {
              result[0] += -0.05629912;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
          result[0] += 0.04440008;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
            result[0] += -0.027554518;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013764625182) ) ) {
              result[0] += 0.016215323;
            } else {
              result[0] += 0.0038573411;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.072226346;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
              result[0] += 0.011330978;
            } else {
              result[0] += -0.022780946;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1370) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.010749026;
            } else {
              result[0] += -0.006237654;
            }
          } else {
            result[0] += 0.032895017;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
              result[0] += 0.012149283;
            } else {
              result[0] += 0.025212461;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
              result[0] += -0.016559828;
            } else {
              result[0] += 0.019870251;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.041015726;
            } else {
              result[0] += -0.015409236;
            }
          } else {
            result[0] += -0.013751596;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
              result[0] += -0.016203588;
            } else {
              result[0] += 0.005875902;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.06031048;
            } else {
              result[0] += -0.010121393;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
              result[0] += -0.00092301815;
            } else {
              result[0] += 0.042565126;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.055082798;
            } else {
              result[0] += 0.0006729676;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += -0.0074776122;
            } else {
              result[0] += -0.030787889;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0021626689;
            } else {
              result[0] += 0.025560457;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
              result[0] += -0.020396663;
            } else {
              result[0] += 0.009487843;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += 0.0006147259;
            } else {
              result[0] += -0.014441758;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            result[0] += -0.0892838;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.01398765;
            } else {
              result[0] += -0.029143343;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.008390018;
            } else {
              result[0] += -0.12052695;
            }
          } else {
            result[0] += 0.03757433;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
              result[0] += 0.017198725;
            } else {
              result[0] += 0.0041471315;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += 0.005116571;
            } else {
              result[0] += -0.009477836;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.0152085265;
          } else {
            result[0] += -0.008882894;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += 0.00047018487;
            } else {
              result[0] += -0.017507648;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.077777780592) ) ) {
              result[0] += 0.027682543;
            } else {
              result[0] += -0.00025588612;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
              result[0] += 0.020817949;
            } else {
              result[0] += 0.0048229257;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.03248352;
            } else {
              result[0] += -0.013703656;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.13449103;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
              result[0] += 0.004383148;
            } else {
              result[0] += -0.032931305;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += -0.035219006;
            } else {
              result[0] += 0.005169494;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.01636371;
            } else {
              result[0] += 0.034330886;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
              result[0] += 0.01801575;
            } else {
              result[0] += 0.049771618;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.016147831;
            } else {
              result[0] += 0.023528604;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.02402412;
            } else {
              result[0] += -0.010114659;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.05379362;
        } else {
          result[0] += 0.0012621306;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
              result[0] += -0.068155795;
            } else {
              result[0] += -0.0031882373;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += -0.006550617;
            } else {
              result[0] += -0.0176943;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
            result[0] += 0.016034996;
          } else {
            result[0] += 0.04114806;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += -0.0026910657;
            } else {
              result[0] += -0.052431494;
            }
          } else {
            result[0] += -0.062461197;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.026626054;
            } else {
              result[0] += -0.007256055;
            }
          } else {
            result[0] += -0.036207516;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.059964884;
            } else {
              result[0] += -0.016478732;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.0143245505;
            } else {
              result[0] += -0.018207897;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0012285556;
            } else {
              result[0] += -0.007883704;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.13571505;
            } else {
              result[0] += -0.06588862;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)88) ) ) {
            result[0] += 0.02393618;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += -0.009996284;
            } else {
              result[0] += 0.009153977;
            }
          }
        } else {
          result[0] += -0.06519707;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
              result[0] += -0.0002967708;
            } else {
              result[0] += -0.019202791;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0076591945;
            } else {
              result[0] += -0.0012310484;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += -0.006045034;
            } else {
              result[0] += -0.039809495;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += -0.0078122728;
            } else {
              result[0] += 0.010667659;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.045454546809) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
              result[0] += 0.030891014;
            } else {
              result[0] += -0.0033576114;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.024817666;
            } else {
              result[0] += -0.0073657446;
            }
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.0031921421;
            } else {
              result[0] += 0.02167671;
            }
          } else {
            result[0] += -0.028348655;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.012069053;
            } else {
              result[0] += 0.03202414;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.028264046;
            } else {
              result[0] += 0.009358298;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.015115841;
            } else {
              result[0] += -0.07127335;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.017378828;
            } else {
              result[0] += -0.019025682;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.028457612;
            } else {
              result[0] += 0.0020230694;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.02846387;
            } else {
              result[0] += 0.07152468;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025477707386) ) ) {
            result[0] += -0.06268194;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)163) ) ) {
              result[0] += 0.012475911;
            } else {
              result[0] += 0.045028746;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.06789256;
          } else {
            result[0] += -0.02783733;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.016326068;
            } else {
              result[0] += -0.005692687;
            }
          } else {
            result[0] += 0.03302526;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += -0.008381619;
            } else {
              result[0] += -0.07387317;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
              result[0] += -0.00064606837;
            } else {
              result[0] += 0.02303377;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.020929288;
            } else {
              result[0] += -0.0031970744;
            }
          } else {
            result[0] += -0.034598153;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.0018352804;
            } else {
              result[0] += -0.048726875;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0069667706;
            } else {
              result[0] += -0.04039581;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.011884692;
            } else {
              result[0] += -0.1099299;
            }
          } else {
            result[0] += 0.032397326;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            result[0] += 0.0049029216;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
              result[0] += -0.0053608525;
            } else {
              result[0] += -0.02776415;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.01671094;
            } else {
              result[0] += -0.0034225662;
            }
          } else {
            result[0] += 0.029959252;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
              result[0] += -0.011243253;
            } else {
              result[0] += -0.0003607679;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.054924298;
            } else {
              result[0] += 0.0017994021;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
              result[0] += -0.0013287753;
            } else {
              result[0] += 0.020195473;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += -0.053400766;
            } else {
              result[0] += 0.0082863625;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
            result[0] += 0.0382352;
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.015061925;
            } else {
              result[0] += -0.016163861;
            }
          }
        } else {
          result[0] += 0.05288564;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.03619909659) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.01107569;
            } else {
              result[0] += 0.032269698;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.013775771;
            } else {
              result[0] += 0.015149737;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0074394564;
            } else {
              result[0] += 0.045747116;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0034482758492) ) ) {
              result[0] += -0.019888304;
            } else {
              result[0] += 0.011047515;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.018892432;
            } else {
              result[0] += 0.0030542656;
            }
          } else {
            if ( UNLIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.001230496;
            } else {
              result[0] += 0.014045958;
            }
          }
        } else {
          result[0] += -0.10844415;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += -0.060937133;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            result[0] += 0.009171433;
          } else {
            result[0] += -0.00014712095;
          }
        } else {
          result[0] += -0.06558561;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
              result[0] += -0.012258162;
            } else {
              result[0] += -0.05142056;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.02963557;
            } else {
              result[0] += -0.0130158635;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
              result[0] += -0.0344208;
            } else {
              result[0] += -0.08747816;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.040478807;
            } else {
              result[0] += -0.01306767;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.067322426;
          } else {
            result[0] += -0.022733036;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
            result[0] += -0.0066758366;
          } else {
            result[0] += -0.029466001;
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
              result[0] += -0.014804378;
            } else {
              result[0] += 0.0026646615;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)482) ) ) {
              result[0] += -0.0044533894;
            } else {
              result[0] += 0.026301062;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.005584546;
            } else {
              result[0] += 0.08332031;
            }
          } else {
            result[0] += -0.083784215;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)719) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.0036227875;
            } else {
              result[0] += -0.016482802;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88764047623) ) ) {
              result[0] += 0.03329394;
            } else {
              result[0] += 0.01892752;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += 0.015088724;
            } else {
              result[0] += 0.036395106;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.04031034;
            } else {
              result[0] += 0.020638488;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
              result[0] += 0.008536973;
            } else {
              result[0] += 0.036806945;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
              result[0] += -0.01736591;
            } else {
              result[0] += 0.00020380749;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0105632385;
            } else {
              result[0] += -0.051923037;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
              result[0] += -0.06448378;
            } else {
              result[0] += -0.0014434607;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            result[0] += 0.056354582;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.032225024;
            } else {
              result[0] += 0.015396341;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
            result[0] += -0.014509856;
          } else {
            result[0] += 0.004611687;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += -0.05341443;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += -0.03798632;
        } else {
          result[0] += -0.00014057769;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.047501933;
            } else {
              result[0] += -0.013998103;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0047902307;
            } else {
              result[0] += 0.020771792;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.008472127;
            } else {
              result[0] += -0.024756407;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.025344228;
            } else {
              result[0] += -0.0034939267;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)34) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.091086529195) ) ) {
              result[0] += -0.05252483;
            } else {
              result[0] += -0.020681573;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)795) ) ) {
              result[0] += 0.00091511785;
            } else {
              result[0] += -0.06857149;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0057667703;
            } else {
              result[0] += -0.0069025564;
            }
          } else {
            result[0] += -0.033222817;
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
              result[0] += -0.0037719265;
            } else {
              result[0] += 0.017529866;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
              result[0] += -0.037870705;
            } else {
              result[0] += 0.010092047;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0078074168414) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.055828013;
            } else {
              result[0] += 0.01413992;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.0010609668;
            } else {
              result[0] += 0.016360343;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0055695595;
            } else {
              result[0] += 0.0162646;
            }
          } else {
            result[0] += -0.03672872;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.015188373;
            } else {
              result[0] += -0.049073268;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
              result[0] += -0.067656726;
            } else {
              result[0] += -0.013168049;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
              result[0] += -0.009643796;
            } else {
              result[0] += -0.060449343;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2715) ) ) {
              result[0] += 0.0035902876;
            } else {
              result[0] += 0.035784528;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
              result[0] += 0.0109912595;
            } else {
              result[0] += -0.014810997;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.034009747;
            } else {
              result[0] += 0.06371545;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.017640673;
            } else {
              result[0] += 0.024222579;
            }
          } else {
            result[0] += 0.034876976;
          }
        } else {
          result[0] += -0.013199068;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.024729861;
            } else {
              result[0] += -0.0075866156;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.040999558;
            } else {
              result[0] += -0.07671195;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.027008027;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.006007291;
            } else {
              result[0] += 0.035844695;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85526317358) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0060282545;
            } else {
              result[0] += 0.0011437992;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.016803803;
            } else {
              result[0] += -0.038969494;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            result[0] += -0.05829532;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += -0.022533521;
            } else {
              result[0] += -0.008989911;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += -0.07129029;
            } else {
              result[0] += -0.017831435;
            }
          } else {
            result[0] += -0.13460973;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.027361616;
            } else {
              result[0] += 0.01409684;
            }
          } else {
            result[0] += 0.028818732;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += 0.018286446;
        } else {
          result[0] += -0.11878605;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
              result[0] += -0.0006766251;
            } else {
              result[0] += 0.007901496;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.017049326;
            } else {
              result[0] += 0.0027342513;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)235) ) ) {
              result[0] += -0.03194611;
            } else {
              result[0] += -0.066246495;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.009435124;
            } else {
              result[0] += -0.0672256;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += 0.036245927;
            } else {
              result[0] += 0.017701386;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
              result[0] += -0.05704571;
            } else {
              result[0] += 0.009248636;
            }
          }
        } else {
          result[0] += -0.07088839;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.032258063555) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.0068788254;
            } else {
              result[0] += -0.016929472;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.0103862;
            } else {
              result[0] += 0.05035726;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.010117305;
            } else {
              result[0] += -0.035338443;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.011271819;
            } else {
              result[0] += -0.0031183686;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
          result[0] += 0.059493016;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
              result[0] += 0.022544127;
            } else {
              result[0] += 0.039797235;
            }
          } else {
            result[0] += 0.018145148;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      result[0] += -0.050220083;
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)884) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
              result[0] += -0.012943004;
            } else {
              result[0] += 0.009293853;
            }
          } else {
            result[0] += -0.046418913;
          }
        } else {
          result[0] += -0.059150755;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.008716804;
            } else {
              result[0] += -0.0101303775;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.050071534;
            } else {
              result[0] += -0.012192513;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
              result[0] += 0.011887505;
            } else {
              result[0] += 0.032072823;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
              result[0] += 0.020649811;
            } else {
              result[0] += 0.0026941968;
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
              result[0] += 0.002619277;
            } else {
              result[0] += -0.0038160868;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.028393129;
            } else {
              result[0] += -0.035446193;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
              result[0] += -0.007603049;
            } else {
              result[0] += -0.038384598;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.01093867;
            } else {
              result[0] += -0.009165478;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.019813096;
            } else {
              result[0] += -0.0021972023;
            }
          } else {
            result[0] += 0.04688667;
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
              result[0] += -0.008291549;
            } else {
              result[0] += 0.004463179;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.05248333;
            } else {
              result[0] += 0.023408769;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.007870552;
            } else {
              result[0] += -0.024164012;
            }
          } else {
            result[0] += 0.023543501;
          }
        } else {
          result[0] += -0.047233317;
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += 0.008567704;
            } else {
              result[0] += 0.019104293;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += 0.05116556;
            } else {
              result[0] += 0.023567554;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)81) ) ) {
              result[0] += -0.017499074;
            } else {
              result[0] += -0.03624116;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1192) ) ) {
              result[0] += 0.039302986;
            } else {
              result[0] += 0.008608646;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
            result[0] += -0.06539883;
          } else {
            result[0] += -0.032999676;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += -0.0040322933;
          } else {
            result[0] += -0.041726004;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            result[0] += -0.00643566;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.012449985;
            } else {
              result[0] += 0.0045099026;
            }
          }
        } else {
          result[0] += -0.020862404;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += -0.0016587427;
            } else {
              result[0] += -0.011256383;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += -0.048039135;
            } else {
              result[0] += 0.010392663;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
            result[0] += -0.085199066;
          } else {
            result[0] += -0.0010597962;
          }
        }
      } else {
        result[0] += 0.035684735;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)719) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
              result[0] += -0.0043209507;
            } else {
              result[0] += 0.004170874;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.024734346;
            } else {
              result[0] += -0.0016197164;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += 0.032869827;
            } else {
              result[0] += 0.0056144036;
            }
          } else {
            result[0] += 0.035217404;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += 0.007911372;
            } else {
              result[0] += 0.042703312;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.015529021;
            } else {
              result[0] += -0.03043594;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.023408737;
            } else {
              result[0] += 0.017884279;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.009277084;
            } else {
              result[0] += -0.047679033;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
              result[0] += 0.0027848382;
            } else {
              result[0] += -0.0130068585;
            }
          } else {
            result[0] += -0.022799501;
          }
        } else {
          result[0] += -0.04536168;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1755) ) ) {
              result[0] += 0.0076358737;
            } else {
              result[0] += 0.036428798;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1360) ) ) {
              result[0] += 0.006630382;
            } else {
              result[0] += -0.02780771;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += 0.01866808;
            } else {
              result[0] += 0.04361857;
            }
          } else {
            result[0] += -0.024004577;
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
              result[0] += -0.03917109;
            } else {
              result[0] += -0.009640272;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += 0.017589292;
            } else {
              result[0] += -0.0011337938;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.07149837;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)372) ) ) {
              result[0] += -0.06144027;
            } else {
              result[0] += -0.007937311;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
            result[0] += -0.019859152;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
              result[0] += -0.0003694769;
            } else {
              result[0] += -0.0030663437;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
            result[0] += 0.0039844047;
          } else {
            result[0] += 0.016010834;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.017885676;
            } else {
              result[0] += 0.01620531;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += -0.035571136;
            } else {
              result[0] += -0.007311874;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += -0.061951675;
            } else {
              result[0] += -0.033585295;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.010636128;
            } else {
              result[0] += -0.021181613;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          result[0] += 0.040795762;
        } else {
          result[0] += 0.0066120573;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.0021128086;
            } else {
              result[0] += 0.011525291;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.065144606;
            } else {
              result[0] += -0.010666097;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80000001192) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.007902943;
            } else {
              result[0] += -0.0037710164;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += -0.08034175;
            } else {
              result[0] += -0.011677908;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += 0.020461332;
            } else {
              result[0] += 0.035192586;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.0076230294;
            } else {
              result[0] += -0.028088337;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
            result[0] += 0.025511032;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.011581647;
            } else {
              result[0] += -0.027660847;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
            result[0] += 0.0029975276;
          } else {
            result[0] += -0.026082529;
          }
        } else {
          result[0] += -0.025130799;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.010611184;
            } else {
              result[0] += -0.0071969153;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1712) ) ) {
              result[0] += 0.030138304;
            } else {
              result[0] += 0.0071573267;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += 0.048012305;
            } else {
              result[0] += 0.024195623;
            }
          } else {
            result[0] += -0.011138344;
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
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.015560016;
            } else {
              result[0] += 0.0036198962;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1424) ) ) {
              result[0] += -0.082257345;
            } else {
              result[0] += -0.010835216;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.026191358;
          } else {
            result[0] += -0.08272311;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          result[0] += 0.006141543;
        } else {
          result[0] += 0.02778762;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)131) ) ) {
              result[0] += -0.0033285823;
            } else {
              result[0] += -0.02984911;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.013342242;
            } else {
              result[0] += -0.0426184;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += -0.027743671;
            } else {
              result[0] += 0.003049539;
            }
          } else {
            result[0] += -0.08072896;
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)216) ) ) {
            result[0] += 0.011067654;
          } else {
            result[0] += 0.03226114;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
              result[0] += -0.010090239;
            } else {
              result[0] += 0.03298408;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.008298878;
            } else {
              result[0] += 0.007673986;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.00252115;
            } else {
              result[0] += 0.0065434943;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.026330942;
            } else {
              result[0] += 0.004136963;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += 0.032251984;
            } else {
              result[0] += 0.009926444;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.016016034;
            } else {
              result[0] += 0.002498735;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.005623901;
            } else {
              result[0] += 0.023843434;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.020616906;
            } else {
              result[0] += 0.003585916;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += 0.012596999;
            } else {
              result[0] += -0.020624405;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.011241267;
            } else {
              result[0] += 0.047236916;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
              result[0] += 0.009589698;
            } else {
              result[0] += 0.02115258;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
              result[0] += -0.021104675;
            } else {
              result[0] += -0.008613198;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)941) ) ) {
            result[0] += -0.030135447;
          } else {
            result[0] += -0.008820351;
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.015114727;
            } else {
              result[0] += 0.04492679;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += -0.0013007706;
            } else {
              result[0] += 0.022619842;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            result[0] += -0.01765791;
          } else {
            result[0] += 0.0071753487;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.06873455;
            } else {
              result[0] += -0.03629952;
            }
          } else {
            result[0] += -0.029181702;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            result[0] += 0.016753681;
          } else {
            result[0] += -0.054582525;
          }
        }
      } else {
        result[0] += 0.0072607407;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1349) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
              result[0] += -0.009479515;
            } else {
              result[0] += -0.039875243;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
              result[0] += 0.0014266877;
            } else {
              result[0] += -0.031301346;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
            result[0] += -0.079565726;
          } else {
            result[0] += -0.0040729167;
          }
        }
      } else {
        result[0] += 0.0219001;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0009669889;
            } else {
              result[0] += 0.0107964985;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13612565398) ) ) {
              result[0] += -0.00094158197;
            } else {
              result[0] += -0.022831582;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += -0.018726045;
            } else {
              result[0] += -0.05949235;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.00611642;
            } else {
              result[0] += 0.014864559;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.008695012;
            } else {
              result[0] += 0.036489364;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
              result[0] += 0.048455115;
            } else {
              result[0] += 0.02272353;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
              result[0] += -0.00057513616;
            } else {
              result[0] += -0.023845728;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.01520682;
            } else {
              result[0] += -0.023502447;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += 0.0072010495;
            } else {
              result[0] += 0.015213701;
            }
          } else {
            result[0] += 0.028360862;
          }
        } else {
          result[0] += 0.038056884;
        }
      } else {
        result[0] += -0.040750604;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)106) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
              result[0] += -0.0052105263;
            } else {
              result[0] += 0.0158176;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.05833288;
            } else {
              result[0] += -0.01405178;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            result[0] += 0.011102398;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
              result[0] += -0.05773725;
            } else {
              result[0] += -0.008499199;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += 0.002039097;
            } else {
              result[0] += 0.020227786;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.00960772;
            } else {
              result[0] += -0.060626235;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.024110924;
            } else {
              result[0] += -0.002702676;
            }
          } else {
            result[0] += -0.07070359;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += 0.0050714053;
            } else {
              result[0] += -0.030899161;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
              result[0] += 0.0236038;
            } else {
              result[0] += 0.008766933;
            }
          }
        } else {
          result[0] += 0.05599543;
        }
      } else {
        result[0] += -0.055770226;
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.000106203464;
            } else {
              result[0] += 0.02980331;
            }
          } else {
            result[0] += -0.040643852;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += 0.0066378564;
            } else {
              result[0] += -0.01876144;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.022121014073) ) ) {
              result[0] += 0.01449063;
            } else {
              result[0] += -0.009509536;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            result[0] += -0.03756332;
          } else {
            result[0] += -0.06522196;
          }
        } else {
          result[0] += -0.0005242072;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
              result[0] += 0.018655514;
            } else {
              result[0] += -0.010545577;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
              result[0] += 0.059501242;
            } else {
              result[0] += 0.025338903;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
            result[0] += 0.09267651;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
              result[0] += 0.03105903;
            } else {
              result[0] += 0.015276519;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065288357437) ) ) {
          if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)42) ) ) {
              result[0] += 6.320115e-05;
            } else {
              result[0] += -0.050786592;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.011175062;
            } else {
              result[0] += 0.015233829;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.032258063555) ) ) {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.03259094;
            } else {
              result[0] += 9.244719e-05;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
              result[0] += 0.011269794;
            } else {
              result[0] += -0.005746232;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.020810733;
            } else {
              result[0] += -0.0072297673;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.069445394;
            } else {
              result[0] += -0.01968447;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
              result[0] += 0.004852375;
            } else {
              result[0] += 0.033812366;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.023215095;
            } else {
              result[0] += -0.00082614366;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += -0.084655546;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            result[0] += 0.017178278;
          } else {
            result[0] += -0.037904073;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
        result[0] += 0.029243544;
      } else {
        result[0] += 0.006249421;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0011120954;
            } else {
              result[0] += -0.007471523;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.037325166;
            } else {
              result[0] += -0.014844894;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += 0.04081459;
            } else {
              result[0] += 0.0150039;
            }
          } else {
            result[0] += -0.024942776;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.009295299;
            } else {
              result[0] += -0.00036280262;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.072488114;
            } else {
              result[0] += -0.026752312;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.0055495054;
            } else {
              result[0] += 0.03160507;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
              result[0] += -0.010048158;
            } else {
              result[0] += -0.11167645;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += 0.016830714;
            } else {
              result[0] += -0.03698289;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
              result[0] += 0.03497728;
            } else {
              result[0] += 0.013723019;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += -0.0031741094;
            } else {
              result[0] += -0.017804457;
            }
          } else {
            result[0] += 0.005726049;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
          result[0] += -0.06596222;
        } else {
          result[0] += 0.020811914;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)843) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.04597298;
            } else {
              result[0] += 0.0075804517;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)497) ) ) {
              result[0] += -0.008763052;
            } else {
              result[0] += -0.033158444;
            }
          }
        } else {
          result[0] += -0.073184446;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78676468134) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65263158083) ) ) {
              result[0] += -0.0018190825;
            } else {
              result[0] += -0.03681642;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
              result[0] += 0.022677988;
            } else {
              result[0] += -0.0004838605;
            }
          }
        } else {
          result[0] += 0.035155598;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += -0.0027177797;
            } else {
              result[0] += 0.0056722187;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += -0.00092267164;
            } else {
              result[0] += -0.013393271;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)44) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)235) ) ) {
              result[0] += -0.016110454;
            } else {
              result[0] += -0.05322642;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.012831275;
            } else {
              result[0] += 0.0087635955;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
              result[0] += 0.009239141;
            } else {
              result[0] += -0.045391884;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0031069114;
            } else {
              result[0] += 0.039930243;
            }
          }
        } else {
          result[0] += -0.05690908;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.033130433;
            } else {
              result[0] += -0.002434719;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)176) ) ) {
              result[0] += -0.020053595;
            } else {
              result[0] += -0.00021523221;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
              result[0] += 0.0035469215;
            } else {
              result[0] += 0.029657403;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.014968209;
            } else {
              result[0] += 0.042939395;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.011975165;
            } else {
              result[0] += 0.039611258;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0047058821656) ) ) {
              result[0] += -0.0684241;
            } else {
              result[0] += -0.002733171;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0021905805916) ) ) {
            result[0] += 0.08636188;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
              result[0] += 0.048833918;
            } else {
              result[0] += 0.010516717;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.016012736;
        } else {
          result[0] += -0.09855406;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
              result[0] += 0.014025229;
            } else {
              result[0] += -0.012701275;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.011410052;
            } else {
              result[0] += 0.041352775;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.01829997;
            } else {
              result[0] += -0.0076146773;
            }
          } else {
            result[0] += -0.10436572;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
              result[0] += -0.010373249;
            } else {
              result[0] += -0.05774;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
              result[0] += -0.003758853;
            } else {
              result[0] += -0.04740336;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.009097788;
            } else {
              result[0] += 0.034258332;
            }
          } else {
            result[0] += -0.05538959;
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.028926507;
          } else {
            result[0] += 0.012810684;
          }
        } else {
          result[0] += -0.11257487;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75568181276) ) ) {
              result[0] += 0.0143134985;
            } else {
              result[0] += -0.02428612;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += 0.042637102;
            } else {
              result[0] += 0.073574014;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += -0.002629697;
            } else {
              result[0] += -0.016250102;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
              result[0] += 0.0029407628;
            } else {
              result[0] += 0.018259821;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
            result[0] += 0.0068675126;
          } else {
            result[0] += -0.026599417;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 0.028577209;
            } else {
              result[0] += 0.01935535;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += 0.007143598;
            } else {
              result[0] += 0.022735303;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += -0.0006354304;
            } else {
              result[0] += -0.023793427;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.017968481;
            } else {
              result[0] += -0.0012175514;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
            result[0] += 0.03458889;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += 0.0067732963;
            } else {
              result[0] += 0.024280662;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)176) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += -0.0046837297;
            } else {
              result[0] += 0.0201888;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)213) ) ) {
              result[0] += -0.022684952;
            } else {
              result[0] += 0.006177439;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            result[0] += 0.069579;
          } else {
            result[0] += -0.005079636;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
              result[0] += -0.02289643;
            } else {
              result[0] += -0.0043284427;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += 0.013670327;
            } else {
              result[0] += -0.0024146514;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
              result[0] += 0.0020271894;
            } else {
              result[0] += 0.022138169;
            }
          } else {
            result[0] += -0.01849599;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.029674921;
        } else {
          result[0] += -0.003519668;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
              result[0] += -0.010955941;
            } else {
              result[0] += 0.0070147566;
            }
          } else {
            result[0] += -0.07719909;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
              result[0] += -0.016022848;
            } else {
              result[0] += 0.0102803465;
            }
          } else {
            result[0] += 0.030982537;
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += -0.0013538974;
            } else {
              result[0] += -0.04500654;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.004835922;
            } else {
              result[0] += 0.025565295;
            }
          }
        } else {
          result[0] += -0.047905248;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += -0.06614613;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += 0.020334398;
            } else {
              result[0] += -0.027111227;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            result[0] += -0.10025386;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0031315193;
            } else {
              result[0] += -0.0527698;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)147) ) ) {
            result[0] += 0.0070560137;
          } else {
            result[0] += 0.015916672;
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)412) ) ) {
              result[0] += -0.017562002;
            } else {
              result[0] += 0.0003481059;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)119) ) ) {
              result[0] += -0.004755828;
            } else {
              result[0] += 0.023351446;
            }
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
              result[0] += -0.00045014062;
            } else {
              result[0] += 0.006360517;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0057134083;
            } else {
              result[0] += -0.085631266;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.014316055;
            } else {
              result[0] += 0.030008877;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.0022224889;
            } else {
              result[0] += -0.04871912;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.045560658;
            } else {
              result[0] += -0.06013639;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0035587188322) ) ) {
              result[0] += -0.08887478;
            } else {
              result[0] += -0.0057605966;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
            result[0] += 0.020771937;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)29) ) ) {
              result[0] += -0.008015514;
            } else {
              result[0] += 0.00792673;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)247) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0092592593282) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.011698954;
            } else {
              result[0] += 0.026487326;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
              result[0] += -0.008305277;
            } else {
              result[0] += 0.008130409;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            result[0] += -0.0795713;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.25728154182) ) ) {
              result[0] += 0.004454161;
            } else {
              result[0] += 0.03370626;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.050547834;
        } else {
          result[0] += 0.015092871;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += -0.014904118;
            } else {
              result[0] += -0.048536673;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
              result[0] += -0.005972816;
            } else {
              result[0] += 0.005217841;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0021043308;
            } else {
              result[0] += 0.03264482;
            }
          } else {
            result[0] += -0.08772286;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.012177742;
            } else {
              result[0] += -0.0026860281;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.013015481;
            } else {
              result[0] += -0.04500836;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            result[0] += 0.017178105;
          } else {
            result[0] += 0.029577583;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.0029800213;
            } else {
              result[0] += 0.025392706;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.030430635;
            } else {
              result[0] += 0.012246523;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.60714286566) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += 0.009732954;
            } else {
              result[0] += 0.02959677;
            }
          } else {
            result[0] += 0.006067972;
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += -0.017540483;
            } else {
              result[0] += -0.06518871;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.0065678502;
            } else {
              result[0] += 0.012149428;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.60714286566) ) ) {
              result[0] += -0.0011838013;
            } else {
              result[0] += 0.014404324;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.007563434;
            } else {
              result[0] += 0.046142828;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0045330576;
            } else {
              result[0] += 0.021033585;
            }
          } else {
            result[0] += -0.030385032;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
              result[0] += -0.017856408;
            } else {
              result[0] += -0.055155993;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
              result[0] += -0.013442437;
            } else {
              result[0] += 0.015207279;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.021909019;
          } else {
            result[0] += 0.046773423;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)168) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.0065841726;
            } else {
              result[0] += 0.011583943;
            }
          } else {
            result[0] += 0.03952989;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          result[0] += 0.001183136;
        } else {
          result[0] += 0.05577605;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2051) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)258) ) ) {
              result[0] += 0.014277174;
            } else {
              result[0] += -0.00058381306;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += 0.03401101;
            } else {
              result[0] += 0.019721827;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)39) ) ) {
            result[0] += -0.010447495;
          } else {
            result[0] += 0.015567759;
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
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.014258814;
            } else {
              result[0] += 0.0019210393;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += -0.04783466;
            } else {
              result[0] += -0.018734422;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
              result[0] += -0.0016182533;
            } else {
              result[0] += -0.015727138;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += 0.0049355496;
            } else {
              result[0] += -0.051060792;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.021144819;
            } else {
              result[0] += 0.030173788;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.11161299;
            } else {
              result[0] += -0.048518803;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1117) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.0063083693;
            } else {
              result[0] += 0.012622893;
            }
          } else {
            result[0] += -0.041665375;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.019967627;
            } else {
              result[0] += -0.005444238;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.057230957;
            } else {
              result[0] += 0.020789208;
            }
          }
        } else {
          result[0] += 0.04677951;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
              result[0] += -0.00023783212;
            } else {
              result[0] += 0.011054826;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.022716781;
            } else {
              result[0] += -3.6915593e-05;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.028931528;
            } else {
              result[0] += 0.0016184893;
            }
          } else {
            result[0] += 0.047898266;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.072218604386) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.002781307;
            } else {
              result[0] += 0.019664042;
            }
          } else {
            result[0] += 0.05035619;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.009740119;
            } else {
              result[0] += -0.034778174;
            }
          } else {
            result[0] += -0.043235622;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74666666985) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
            result[0] += 0.03907345;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
              result[0] += 0.0124371555;
            } else {
              result[0] += 0.028812205;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83999997377) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += -0.042843018;
            } else {
              result[0] += -0.0104476;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += 0.014038962;
            } else {
              result[0] += 0.030460952;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)264) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
              result[0] += 0.0052554114;
            } else {
              result[0] += -0.02693415;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
              result[0] += 0.0011983151;
            } else {
              result[0] += -0.03968784;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += 0.022147166;
            } else {
              result[0] += -0.003919447;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)677) ) ) {
              result[0] += 0.05720389;
            } else {
              result[0] += 0.018504215;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
              result[0] += -0.021859013;
            } else {
              result[0] += 0.0035131164;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.022121014073) ) ) {
              result[0] += 0.013585836;
            } else {
              result[0] += -0.008026875;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            result[0] += 0.05504161;
          } else {
            result[0] += 0.023837058;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80392158031) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0074180523;
            } else {
              result[0] += -0.036746606;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.078103386;
            } else {
              result[0] += -0.032573864;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
              result[0] += -0.03241087;
            } else {
              result[0] += 0.004973521;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += 0.03850012;
            } else {
              result[0] += 0.014085281;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0016207254;
            } else {
              result[0] += 0.039358195;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += 0.0552876;
            } else {
              result[0] += 0.012133385;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += 0.0034534663;
            } else {
              result[0] += 0.020925192;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)126) ) ) {
              result[0] += 0.0016408146;
            } else {
              result[0] += 0.029047398;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.026508002;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.02417948;
            } else {
              result[0] += -0.06600347;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += -0.005515969;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.1181999;
            } else {
              result[0] += -0.054538216;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1099) ) ) {
              result[0] += 0.012088752;
            } else {
              result[0] += -0.013504356;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += -0.024033204;
            } else {
              result[0] += 0.015828898;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
            result[0] += -0.041671786;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += -0.006724448;
            } else {
              result[0] += 0.006204944;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0026705826;
            } else {
              result[0] += -0.020173265;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.012885063;
            } else {
              result[0] += 0.0030353281;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)482) ) ) {
              result[0] += 0.009153377;
            } else {
              result[0] += 0.0541567;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.056919213;
            } else {
              result[0] += -0.00017941883;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
              result[0] += 0.0131813055;
            } else {
              result[0] += 0.0347797;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.002497478;
            } else {
              result[0] += 0.024769487;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            result[0] += 0.0026393356;
          } else {
            result[0] += -0.070708305;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
              result[0] += 0.017828247;
            } else {
              result[0] += 0.050361037;
            }
          } else {
            result[0] += -0.015762258;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.02379082;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1099) ) ) {
              result[0] += 0.003768529;
            } else {
              result[0] += 0.022502085;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += -0.01374736;
            } else {
              result[0] += 0.020978617;
            }
          } else {
            result[0] += -0.048046198;
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
              result[0] += 0.0065302523;
            } else {
              result[0] += 0.018667256;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
              result[0] += 0.04049049;
            } else {
              result[0] += -0.0043708906;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)103) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
              result[0] += -0.0017565119;
            } else {
              result[0] += 0.009305129;
            }
          } else {
            result[0] += -0.0538429;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.03836954;
            } else {
              result[0] += -0.0061240033;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.043707438;
            } else {
              result[0] += -0.018527986;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.005613643;
            } else {
              result[0] += -0.03539361;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.02001281;
            } else {
              result[0] += 0.056923877;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
              result[0] += -0.031126043;
            } else {
              result[0] += 0.00348625;
            }
          } else {
            result[0] += -0.099042274;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4949) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027700830251) ) ) {
            result[0] += 0.0336013;
          } else {
            result[0] += 0.016913613;
          }
        } else {
          result[0] += 0.00923501;
        }
      } else {
        result[0] += 0.04885761;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
              result[0] += 0.006604454;
            } else {
              result[0] += -0.00883399;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += 0.014787219;
            } else {
              result[0] += 0.023601852;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += 0.035038233;
            } else {
              result[0] += 0.019547584;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.022936728;
            } else {
              result[0] += 0.017028084;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            result[0] += -0.009926555;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += 0.009740587;
            } else {
              result[0] += 0.021629851;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)181) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += 0.028547494;
            } else {
              result[0] += 0.050248247;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += 0.009507957;
            } else {
              result[0] += 0.03002432;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          result[0] += -0.033230808;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)163) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
              result[0] += -0.007693186;
            } else {
              result[0] += 0.012047251;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.01138593;
            } else {
              result[0] += 0.0027769841;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0023947174;
            } else {
              result[0] += -0.025270665;
            }
          } else {
            result[0] += -0.054239172;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
              result[0] += 0.00718309;
            } else {
              result[0] += 0.03239807;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.006417125;
            } else {
              result[0] += 0.084184356;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.007226316;
            } else {
              result[0] += 0.0077007744;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0034953975;
            } else {
              result[0] += -0.02379947;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
            result[0] += 0.022652132;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.085366875;
            } else {
              result[0] += -0.01625266;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84090906382) ) ) {
              result[0] += 0.026739595;
            } else {
              result[0] += 0.0015187233;
            }
          } else {
            result[0] += -0.005563869;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.040150292;
            } else {
              result[0] += -0.066829465;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.004418563;
            } else {
              result[0] += 0.009154888;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.031629756;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.06451612711) ) ) {
              result[0] += -0.012107624;
            } else {
              result[0] += -0.0006798517;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.0035506038;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
              result[0] += 0.038283642;
            } else {
              result[0] += 0.008294392;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75568181276) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.010319726;
            } else {
              result[0] += -0.02603722;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
              result[0] += -0.06805464;
            } else {
              result[0] += -0.02025586;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
              result[0] += 0.003048206;
            } else {
              result[0] += 0.03164012;
            }
          } else {
            result[0] += -0.038914617;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0015897083;
            } else {
              result[0] += 0.025300324;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.020261917;
            } else {
              result[0] += -0.0064229863;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.029301062;
            } else {
              result[0] += -0.003036973;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.0081577925;
            } else {
              result[0] += 0.012907604;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.06463673;
          } else {
            result[0] += -0.029116964;
          }
        } else {
          result[0] += 0.0009250679;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1587) ) ) {
            result[0] += 0.0014650141;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
              result[0] += 0.024722932;
            } else {
              result[0] += 0.04484531;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2051) ) ) {
              result[0] += 0.008580479;
            } else {
              result[0] += -0.029296493;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
              result[0] += 0.016583638;
            } else {
              result[0] += 0.0015807434;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
          result[0] += 0.06396101;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
            result[0] += 0.02438388;
          } else {
            result[0] += 0.011464655;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1454) ) ) {
              result[0] += -0.0050714645;
            } else {
              result[0] += -0.036905285;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += 0.0007187266;
            } else {
              result[0] += 0.016987702;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.06508546;
            } else {
              result[0] += -0.030185124;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += 0.024589507;
            } else {
              result[0] += -0.0090894345;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += -0.0029079188;
            } else {
              result[0] += -0.024496948;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.049356222153) ) ) {
              result[0] += 0.0014260872;
            } else {
              result[0] += -0.03198028;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.017673375;
            } else {
              result[0] += 0.05306172;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += -0.0042381785;
            } else {
              result[0] += -0.020491581;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.04624377;
            } else {
              result[0] += -0.008905896;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0042937975;
            } else {
              result[0] += -0.09023659;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.032346178;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += -0.037761927;
            } else {
              result[0] += 0.0059674634;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0034240335;
            } else {
              result[0] += -0.01834655;
            }
          } else {
            result[0] += -0.03573748;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += 0.008715996;
            } else {
              result[0] += 0.025710626;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
              result[0] += -0.0073792012;
            } else {
              result[0] += 0.0040706894;
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
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += -2.7085425e-05;
            } else {
              result[0] += -0.011106151;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
              result[0] += -0.00060193264;
            } else {
              result[0] += 0.020958075;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
              result[0] += 0.010032917;
            } else {
              result[0] += -0.00030535457;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.034345407;
            } else {
              result[0] += -0.0011201642;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)34) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            result[0] += -0.018049605;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0444484;
            } else {
              result[0] += -0.07277108;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.009420898;
            } else {
              result[0] += 0.014508016;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
              result[0] += -0.08519964;
            } else {
              result[0] += -0.01686358;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
            result[0] += 0.006446866;
          } else {
            result[0] += -0.011543291;
          }
        } else {
          result[0] += 0.058372945;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.009868943;
            } else {
              result[0] += -0.013990514;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += -0.045473054;
            } else {
              result[0] += -0.019364113;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += 0.008857767;
            } else {
              result[0] += -0.019510394;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)677) ) ) {
              result[0] += 0.033531044;
            } else {
              result[0] += 0.015385739;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
              result[0] += -0.005069002;
            } else {
              result[0] += 0.0027160733;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.00408121;
            } else {
              result[0] += 0.017335705;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.010515;
            } else {
              result[0] += -0.008595852;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.028206125;
            } else {
              result[0] += 0.0073012672;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)216) ) ) {
          if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            result[0] += -0.010800961;
          } else {
            result[0] += -0.036459297;
          }
        } else {
          result[0] += -0.06833191;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.01464083;
            } else {
              result[0] += 0.030386059;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
              result[0] += -0.016273428;
            } else {
              result[0] += 0.015006651;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            result[0] += 0.005877686;
          } else {
            result[0] += -0.019402912;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75471699238) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            result[0] += -0.030054277;
          } else {
            result[0] += 0.004473636;
          }
        } else {
          result[0] += 0.0043057753;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.00090446975;
            } else {
              result[0] += 0.007646862;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.00928678;
            } else {
              result[0] += 0.026698822;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
              result[0] += -0.011227952;
            } else {
              result[0] += -0.059412856;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.008426114;
            } else {
              result[0] += 0.013427987;
            }
          }
        }
      } else {
        result[0] += -0.037341148;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        result[0] += 0.038464524;
      } else {
        result[0] += 0.008582862;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += -0.0034106541;
            } else {
              result[0] += 0.0028166818;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
              result[0] += -0.02772295;
            } else {
              result[0] += -0.06265725;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.021553246;
            } else {
              result[0] += -0.09208621;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
              result[0] += -0.009248943;
            } else {
              result[0] += 0.031818654;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          result[0] += -0.051945407;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.00738113;
            } else {
              result[0] += -0.019855587;
            }
          } else {
            result[0] += 0.019113371;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.0035304881;
            } else {
              result[0] += -0.026348338;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
              result[0] += 0.009316565;
            } else {
              result[0] += 0.03985625;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
              result[0] += 0.009832854;
            } else {
              result[0] += 0.028993258;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += 0.004139828;
            } else {
              result[0] += -0.015307221;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.00051186443;
            } else {
              result[0] += -0.014159103;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
              result[0] += 0.004575266;
            } else {
              result[0] += 0.031198407;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.0035381818;
            } else {
              result[0] += 0.022139706;
            }
          } else {
            result[0] += -0.064926796;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.00011277899;
            } else {
              result[0] += 0.014874818;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)176) ) ) {
              result[0] += 0.016039109;
            } else {
              result[0] += 0.0008652691;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.009364455;
            } else {
              result[0] += 0.021471195;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.005429845;
            } else {
              result[0] += 0.012639575;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
          result[0] += 0.028954221;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
            result[0] += 0.007212749;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
              result[0] += 0.025192559;
            } else {
              result[0] += 0.016324764;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
        result[0] += 0.050981473;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += 0.0077882665;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2312) ) ) {
              result[0] += 0.026271632;
            } else {
              result[0] += 0.013673267;
            }
          }
        } else {
          result[0] += 0.030603457;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
              result[0] += -0.0234632;
            } else {
              result[0] += 0.0016099757;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
              result[0] += -0.004946008;
            } else {
              result[0] += -0.03452092;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.072218604386) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.00335964;
            } else {
              result[0] += 0.012053951;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.02254649;
            } else {
              result[0] += 0.0076000975;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
            result[0] += -0.02737685;
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += -0.0010485719;
            } else {
              result[0] += -0.016153961;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += 0.011834176;
            } else {
              result[0] += 0.026777482;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.004675597;
            } else {
              result[0] += 0.016122205;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
              result[0] += 0.00185337;
            } else {
              result[0] += -0.033612605;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
              result[0] += 0.031620484;
            } else {
              result[0] += -0.03269293;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
              result[0] += 0.029911105;
            } else {
              result[0] += 0.00068953773;
            }
          } else {
            result[0] += 0.034383204;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += 0.019517543;
            } else {
              result[0] += 0.00859251;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += 0.05101784;
            } else {
              result[0] += 0.014831404;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
            result[0] += 0.004347432;
          } else {
            result[0] += 0.008319194;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
              result[0] += 0.0023559136;
            } else {
              result[0] += 0.023123236;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
              result[0] += 0.001823934;
            } else {
              result[0] += 0.037217434;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014367816038) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0051679587923) ) ) {
              result[0] += 0.015382975;
            } else {
              result[0] += -0.011670423;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026024724357) ) ) {
              result[0] += 0.018498382;
            } else {
              result[0] += 0.048871074;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
          result[0] += -0.06736913;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.040573485;
            } else {
              result[0] += 0.008302289;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.04602231;
            } else {
              result[0] += -0.0154848;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.011739178;
            } else {
              result[0] += 0.019062884;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.062506646;
            } else {
              result[0] += -0.057495005;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04033832252) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += -0.016654624;
            } else {
              result[0] += 0.021965114;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.115827374;
            } else {
              result[0] += -0.036565095;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)129) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.008477324;
            } else {
              result[0] += -0.0049178046;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.023540886;
            } else {
              result[0] += 0.002874587;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
            result[0] += -0.022414716;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.004992963;
            } else {
              result[0] += -0.01948639;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += -0.0016165996;
            } else {
              result[0] += 0.03058499;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.026699299;
            } else {
              result[0] += -0.0046005496;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011711125262) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.009225009;
            } else {
              result[0] += 0.03624847;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.003694585;
            } else {
              result[0] += -0.008943016;
            }
          }
        }
      } else {
        result[0] += -0.06639054;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
              result[0] += 0.010568251;
            } else {
              result[0] += 0.0021919105;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.00020610586;
            } else {
              result[0] += -0.014707859;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0098831988871) ) ) {
              result[0] += 0.014234538;
            } else {
              result[0] += -0.009067517;
            }
          } else {
            result[0] += 0.040256307;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
          result[0] += 0.045553066;
        } else {
          result[0] += 0.015785221;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += 0.005891106;
            } else {
              result[0] += 0.02813432;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += -0.021565279;
            } else {
              result[0] += 0.007152039;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
              result[0] += -0.01232488;
            } else {
              result[0] += 0.009843363;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.034099158;
            } else {
              result[0] += -0.015836796;
            }
          }
        }
      } else {
        result[0] += -0.05888879;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052049448714) ) ) {
              result[0] += 0.036860224;
            } else {
              result[0] += 0.010134049;
            }
          } else {
            result[0] += -0.0005950906;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.022117557;
            } else {
              result[0] += 0.007149207;
            }
          } else {
            result[0] += -0.008656149;
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)7633) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
              result[0] += 0.0107284505;
            } else {
              result[0] += -0.014015405;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039577838033) ) ) {
              result[0] += 0.0040011904;
            } else {
              result[0] += 0.037542805;
            }
          }
        } else {
          result[0] += -0.008119325;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0028721988;
            } else {
              result[0] += -0.021584744;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.038549647;
            } else {
              result[0] += -0.0059013995;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.004106052;
            } else {
              result[0] += -0.0220232;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0048457044;
            } else {
              result[0] += -0.062545836;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
              result[0] += 0.0011817778;
            } else {
              result[0] += 0.017508505;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.043039024;
            } else {
              result[0] += 0.0026674746;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)163) ) ) {
              result[0] += 0.013069729;
            } else {
              result[0] += -0.0046108267;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)125) ) ) {
              result[0] += 0.04868367;
            } else {
              result[0] += 0.018964285;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
        result[0] += -0.016237559;
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.019329792;
            } else {
              result[0] += 0.009248084;
            }
          } else {
            result[0] += -0.011867756;
          }
        } else {
          result[0] += -0.008823069;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.022292785;
            } else {
              result[0] += 0.023681596;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
              result[0] += 0.029427668;
            } else {
              result[0] += 0.013262357;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.015452002;
            } else {
              result[0] += 0.0007647148;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
              result[0] += 0.019409262;
            } else {
              result[0] += 0.0047573373;
            }
          }
        }
      } else {
        result[0] += 0.031834237;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
            result[0] += 0.008853133;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += -0.013257451;
            } else {
              result[0] += -0.0073421285;
            }
          }
        } else {
          result[0] += -0.05286157;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)42) ) ) {
          result[0] += 0.023688473;
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.013994577;
            } else {
              result[0] += 0.00075013837;
            }
          } else {
            result[0] += -0.022986649;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          result[0] += -0.05285355;
        } else {
          result[0] += -0.030540768;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += 0.021995774;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            result[0] += -0.05332745;
          } else {
            result[0] += -0.025142787;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
          result[0] += -0.006156862;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81355929375) ) ) {
            result[0] += 0.020665802;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
              result[0] += -0.008918634;
            } else {
              result[0] += 0.005621474;
            }
          }
        }
      } else {
        result[0] += -0.018021518;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += -0.007940363;
            } else {
              result[0] += -0.059065294;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += 0.002071821;
            } else {
              result[0] += -0.054297533;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
              result[0] += 0.014144818;
            } else {
              result[0] += 0.0013394229;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
              result[0] += -0.014073503;
            } else {
              result[0] += 0.0046865535;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.015604819;
            } else {
              result[0] += -0.017059498;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.01961246;
            } else {
              result[0] += -0.010661925;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
              result[0] += 0.0046037543;
            } else {
              result[0] += -0.05138532;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
              result[0] += -0.005444938;
            } else {
              result[0] += 0.015519974;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.001366462;
            } else {
              result[0] += 0.0042136214;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.039419886;
            } else {
              result[0] += -0.0029299622;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
              result[0] += -0.027572379;
            } else {
              result[0] += -0.10231451;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.00247306;
            } else {
              result[0] += -0.058007248;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += 0.05233247;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.005049275;
            } else {
              result[0] += 0.0638817;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0073426417;
            } else {
              result[0] += 0.05841127;
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
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
              result[0] += -0.006959715;
            } else {
              result[0] += -0.0005932047;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.01890959;
            } else {
              result[0] += 0.025583029;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)81) ) ) {
              result[0] += 0.024290297;
            } else {
              result[0] += -0.016561678;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)42) ) ) {
              result[0] += -0.06302424;
            } else {
              result[0] += 0.0019594575;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
              result[0] += 0.015696524;
            } else {
              result[0] += 0.0007717198;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
              result[0] += -0.056574084;
            } else {
              result[0] += 0.0067578605;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.076772935688) ) ) {
              result[0] += -0.00043202337;
            } else {
              result[0] += 0.029429276;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0028735632077) ) ) {
              result[0] += 0.0024649303;
            } else {
              result[0] += 0.039741177;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0097323600203) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.1387174;
            } else {
              result[0] += -0.05111968;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
              result[0] += -0.037528053;
            } else {
              result[0] += 0.018534867;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            result[0] += 0.034164194;
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
              result[0] += -0.02337687;
            } else {
              result[0] += -0.006193479;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13612565398) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.009809438;
            } else {
              result[0] += 0.0006181391;
            }
          } else {
            result[0] += 0.018281354;
          }
        } else {
          result[0] += 0.020942237;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.071984432638) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79746836424) ) ) {
              result[0] += 0.0059106993;
            } else {
              result[0] += -0.0060804966;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
              result[0] += -0.04296451;
            } else {
              result[0] += -0.00074074994;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.010530143;
            } else {
              result[0] += 0.009982421;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
              result[0] += -0.05313905;
            } else {
              result[0] += -0.009422842;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.008184657;
            } else {
              result[0] += 0.025476633;
            }
          } else {
            result[0] += 0.04410522;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.019094843;
            } else {
              result[0] += -0.006960213;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
              result[0] += -0.008114553;
            } else {
              result[0] += 0.0075066052;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
          result[0] += 0.029214377;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            result[0] += -0.03868036;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.004579261;
            } else {
              result[0] += 0.011290009;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          result[0] += -0.046567194;
        } else {
          result[0] += -0.023121366;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3002) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
              result[0] += -0.005865173;
            } else {
              result[0] += -0.0014359856;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 0.008543136;
            } else {
              result[0] += -0.07014119;
            }
          }
        } else {
          result[0] += 0.033393558;
        }
      } else {
        result[0] += -0.04505717;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            result[0] += -0.07157972;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += -0.011890589;
            } else {
              result[0] += -0.040760852;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            result[0] += 0.026414508;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
              result[0] += -0.026934532;
            } else {
              result[0] += 0.010647612;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)181) ) ) {
              result[0] += 0.011575594;
            } else {
              result[0] += -0.013548148;
            }
          } else {
            result[0] += 0.014756316;
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += 0.0072405688;
            } else {
              result[0] += -0.009056618;
            }
          } else {
            result[0] += 0.025867408;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += 0.0013085589;
            } else {
              result[0] += 0.008687902;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
              result[0] += -0.033146527;
            } else {
              result[0] += -0.0017806039;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
              result[0] += 0.015103794;
            } else {
              result[0] += 0.030435616;
            }
          } else {
            if ( UNLIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.014276135;
            } else {
              result[0] += -0.004829384;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += -0.007715279;
            } else {
              result[0] += -0.05880001;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += -0.05409457;
            } else {
              result[0] += 0.006404324;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.00694139;
            } else {
              result[0] += -0.010457776;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
              result[0] += 0.0148278745;
            } else {
              result[0] += 0.032283578;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
          result[0] += -0.0014592743;
        } else {
          result[0] += 0.04825632;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)700) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
              result[0] += -0.008499923;
            } else {
              result[0] += 0.02987027;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += 0.005778599;
            } else {
              result[0] += 0.014128876;
            }
          }
        } else {
          result[0] += 0.03516833;
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
              result[0] += -0.013252713;
            } else {
              result[0] += 0.00792292;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)11) ) ) {
              result[0] += 0.036790628;
            } else {
              result[0] += -0.012158235;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.024180718;
          } else {
            result[0] += -0.06441658;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
              result[0] += 0.00074805174;
            } else {
              result[0] += 0.013708772;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
              result[0] += -0.020099131;
            } else {
              result[0] += 0.0016586278;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.015510171;
          } else {
            result[0] += -0.0539367;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.0487573;
        } else {
          result[0] += 0.021155706;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.019763988;
        } else {
          result[0] += -0.013168606;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.93189966679) ) ) {
              result[0] += 0.01191955;
            } else {
              result[0] += -0.030397734;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0013332921;
            } else {
              result[0] += 0.011005516;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += -0.033401873;
            } else {
              result[0] += -0.08002914;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.006078578;
            } else {
              result[0] += 0.010073963;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.061952826;
            } else {
              result[0] += 0.037920143;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += -0.010036982;
            } else {
              result[0] += 0.009855456;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0036275694147) ) ) {
              result[0] += 0.0037901464;
            } else {
              result[0] += -0.019639412;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0038986355066) ) ) {
              result[0] += 0.011476908;
            } else {
              result[0] += 0.0347977;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04098360613) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += 0.0056678983;
            } else {
              result[0] += 0.03195816;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.005745278;
            } else {
              result[0] += 0.014187274;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
            result[0] += 0.07242447;
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.009090155;
            } else {
              result[0] += 0.03539924;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
          result[0] += -0.09527572;
        } else {
          result[0] += -0.0056451065;
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.040566515;
            } else {
              result[0] += 0.009619699;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += -0.0022919886;
            } else {
              result[0] += 0.004749653;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.002533986;
            } else {
              result[0] += 0.008707896;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += -0.0230361;
            } else {
              result[0] += -0.0005979234;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
              result[0] += -0.020354627;
            } else {
              result[0] += 0.0022904035;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
              result[0] += -0.0060477876;
            } else {
              result[0] += -0.025309784;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)64) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += -0.030657023;
            } else {
              result[0] += -0.055210765;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
              result[0] += -0.00042303844;
            } else {
              result[0] += -0.023625545;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += 0.02730531;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.016476307;
            } else {
              result[0] += 0.011711513;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
            result[0] += -0.0550209;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.0163554;
            } else {
              result[0] += -0.00020898483;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
            result[0] += 0.007952319;
          } else {
            result[0] += 0.037075046;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
              result[0] += 0.015359238;
            } else {
              result[0] += 0.04027235;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += -0.030617896;
            } else {
              result[0] += 0.003522013;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.011954961;
            } else {
              result[0] += -0.06659493;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
              result[0] += 0.04751987;
            } else {
              result[0] += 0.015118929;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            result[0] += -0.031204417;
          } else {
            result[0] += 0.0108713005;
          }
        }
      } else {
        result[0] += -0.043900423;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.027527547;
            } else {
              result[0] += 0.0057294373;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.026400948;
            } else {
              result[0] += -0.0029686813;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += -0.034579348;
            } else {
              result[0] += -0.010192732;
            }
          } else {
            result[0] += 0.01646827;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
          result[0] += -0.051001247;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += -0.026797218;
            } else {
              result[0] += 0.0011527039;
            }
          } else {
            result[0] += 0.010517077;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += -0.0024476422;
            } else {
              result[0] += -0.04303971;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.055708338;
            } else {
              result[0] += -0.007654201;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
              result[0] += -0.04213056;
            } else {
              result[0] += -0.08790393;
            }
          } else {
            result[0] += 0.0032338456;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02234636806) ) ) {
              result[0] += 0.011867305;
            } else {
              result[0] += -0.027202314;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
              result[0] += -0.0020303053;
            } else {
              result[0] += 0.003247109;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011952191591) ) ) {
              result[0] += -0.0024857984;
            } else {
              result[0] += 0.02091599;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.049427435;
            } else {
              result[0] += 0.0185133;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0012431478;
            } else {
              result[0] += 0.029962301;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.020447008;
            } else {
              result[0] += 0.0038254329;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
              result[0] += -0.0068453946;
            } else {
              result[0] += -0.021473914;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.051187325;
            } else {
              result[0] += -0.0008003478;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += 0.03825503;
            } else {
              result[0] += 0.01657392;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.011903365;
            } else {
              result[0] += 0.004933989;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0093190735;
            } else {
              result[0] += -0.0064214985;
            }
          } else {
            result[0] += 0.06210197;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
          result[0] += 0.011183166;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
              result[0] += -0.03443511;
            } else {
              result[0] += -0.013970748;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += -0.006107934;
            } else {
              result[0] += 0.013025931;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004554326646) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.018862253;
            } else {
              result[0] += -0.028581535;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
              result[0] += -0.043078274;
            } else {
              result[0] += 0.014844033;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
            result[0] += -0.020664109;
          } else {
            result[0] += 0.006693271;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
        result[0] += -0.041876122;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0012637172;
            } else {
              result[0] += 0.012842344;
            }
          } else {
            result[0] += 0.019731048;
          }
        } else {
          result[0] += -0.016343921;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += 0.010849113;
            } else {
              result[0] += -0.0270241;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += -0.044220377;
            } else {
              result[0] += 0.0069259102;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            result[0] += 0.01543949;
          } else {
            result[0] += 0.039091583;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.00018490719;
            } else {
              result[0] += 0.032053094;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += -0.0163111;
            } else {
              result[0] += 0.019708082;
            }
          }
        } else {
          result[0] += -0.03532437;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.01601838;
          } else {
            result[0] += -0.043120798;
          }
        } else {
          result[0] += -0.056957908;
        }
      } else {
        result[0] += -0.006731305;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0029537692;
            } else {
              result[0] += -0.044598084;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += 0.011238729;
            } else {
              result[0] += -0.0005292145;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += 0.021681022;
            } else {
              result[0] += 0.0029287457;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0408211;
            } else {
              result[0] += -0.0008301378;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85526317358) ) ) {
              result[0] += 0.0034614478;
            } else {
              result[0] += 0.016069915;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88571429253) ) ) {
              result[0] += 0.033671863;
            } else {
              result[0] += 0.019018175;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
            result[0] += -0.03366042;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.015111606;
            } else {
              result[0] += -0.0031543225;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019999999553) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0151630435;
            } else {
              result[0] += -0.008999895;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
              result[0] += -0.004215191;
            } else {
              result[0] += 0.007064859;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.012203479;
            } else {
              result[0] += 0.059741486;
            }
          } else {
            result[0] += -0.02679955;
          }
        }
      } else {
        result[0] += -0.051791906;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
              result[0] += 0.017068489;
            } else {
              result[0] += -0.025287542;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.01158037;
            } else {
              result[0] += 0.009246847;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
              result[0] += -0.0016203158;
            } else {
              result[0] += 0.028160615;
            }
          } else {
            result[0] += -0.024660286;
          }
        }
      } else {
        result[0] += 0.027953958;
      }
    } else {
      result[0] += -0.05824983;
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.000727417;
            } else {
              result[0] += -0.0057378514;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.032258063555) ) ) {
              result[0] += 0.018069817;
            } else {
              result[0] += -0.00043631368;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.016526135;
            } else {
              result[0] += -0.0033930826;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
              result[0] += 0.013298208;
            } else {
              result[0] += 0.027155668;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += 0.013974696;
            } else {
              result[0] += 0.024994602;
            }
          } else {
            result[0] += 0.036352266;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += -0.005995938;
            } else {
              result[0] += -0.03035005;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.012115738;
            } else {
              result[0] += -0.020976745;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
              result[0] += 0.00237444;
            } else {
              result[0] += 0.014598893;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
              result[0] += -0.03384791;
            } else {
              result[0] += 0.000221343;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += -0.007318908;
            } else {
              result[0] += 0.016605588;
            }
          } else {
            result[0] += -0.0077967406;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
            result[0] += 0.017598039;
          } else {
            result[0] += 0.042829525;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
              result[0] += 0.0046122666;
            } else {
              result[0] += -0.0074866796;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
              result[0] += 0.015015701;
            } else {
              result[0] += -0.0021145674;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        result[0] += -0.03572106;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.012216933;
          } else {
            result[0] += 0.02715354;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.01652095;
            } else {
              result[0] += -0.00081771193;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.024684435;
            } else {
              result[0] += -0.011788147;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        result[0] += -0.051210176;
      } else {
        result[0] += 0.01702088;
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += 0.0005288368;
            } else {
              result[0] += 0.0075231614;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
              result[0] += 0.03886084;
            } else {
              result[0] += 0.0029570952;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.04649123;
            } else {
              result[0] += -0.012207777;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.0046256105;
            } else {
              result[0] += 0.0119984625;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.002876686;
            } else {
              result[0] += -0.013269881;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.022895742;
            } else {
              result[0] += -0.022819966;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
              result[0] += -0.008882879;
            } else {
              result[0] += 0.010807577;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
              result[0] += 0.039339017;
            } else {
              result[0] += 0.0060271095;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
              result[0] += 0.0094252955;
            } else {
              result[0] += -0.0051605715;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.020791974;
            } else {
              result[0] += 0.0056718844;
            }
          }
        } else {
          result[0] += -0.017546814;
        }
      } else {
        result[0] += -0.033786602;
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.003014386;
            } else {
              result[0] += 0.006041774;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)6) ) ) {
              result[0] += 0.006625959;
            } else {
              result[0] += -0.028627053;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0006993311;
            } else {
              result[0] += -0.0066523673;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += -0.021480817;
            } else {
              result[0] += 0.001085903;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            result[0] += 0.053421546;
          } else {
            result[0] += 0.0034829453;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
            result[0] += -0.041598503;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
              result[0] += -0.00058255467;
            } else {
              result[0] += 0.008888182;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += -0.0015242327;
            } else {
              result[0] += 0.009379576;
            }
          } else {
            result[0] += -0.07641128;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.014302658;
            } else {
              result[0] += 0.00082810683;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.06297908;
            } else {
              result[0] += 0.0017684009;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
            result[0] += -0.02563118;
          } else {
            result[0] += 0.0042454377;
          }
        } else {
          result[0] += -0.054213267;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
      result[0] += 0.038489483;
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        result[0] += 0.007424543;
      } else {
        result[0] += 0.021335652;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
              result[0] += -0.00013364204;
            } else {
              result[0] += -0.01725117;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += 0.011306542;
            } else {
              result[0] += -0.014012679;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.00793162;
            } else {
              result[0] += -0.049152058;
            }
          } else {
            result[0] += 0.017726267;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.053237267;
          } else {
            result[0] += -0.018833024;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
              result[0] += 0.006726646;
            } else {
              result[0] += -0.009476942;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
              result[0] += -0.04979736;
            } else {
              result[0] += -0.014182913;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
        result[0] += 0.006437473;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += -0.06521823;
        } else {
          result[0] += -0.012753943;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
              result[0] += 0.0022780674;
            } else {
              result[0] += 0.04062886;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += 0.0056325532;
            } else {
              result[0] += 0.03505012;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.006955533;
            } else {
              result[0] += 0.018661829;
            }
          } else {
            result[0] += -0.08084075;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.0041235513;
            } else {
              result[0] += -0.050532218;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.027799523;
            } else {
              result[0] += -0.030135972;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += -0.06070168;
            } else {
              result[0] += -0.013604276;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
              result[0] += 0.022474974;
            } else {
              result[0] += 0.0040681586;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
        result[0] += 0.044110753;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)642) ) ) {
              result[0] += 0.015994785;
            } else {
              result[0] += 0.008728893;
            }
          } else {
            result[0] += -0.026450485;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)955) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.029040921;
            } else {
              result[0] += 0.010141655;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += -0.018601453;
            } else {
              result[0] += 0.0099087125;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.004065092;
            } else {
              result[0] += -0.021263538;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.038425554;
            } else {
              result[0] += -0.012053801;
            }
          }
        } else {
          result[0] += -0.05264777;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.019817453;
            } else {
              result[0] += -0.010718499;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.014343157;
            } else {
              result[0] += 0.00016017295;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
            result[0] += 0.031836715;
          } else {
            result[0] += 0.014563384;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027874564752) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)163) ) ) {
              result[0] += -0.0006190614;
            } else {
              result[0] += -0.0073119584;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.0039345236;
            } else {
              result[0] += 0.02038516;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
            result[0] += -0.0159208;
          } else {
            result[0] += -0.037355077;
          }
        }
      } else {
        result[0] += 0.048193205;
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0021617177;
            } else {
              result[0] += -0.009613178;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
              result[0] += 0.00061579276;
            } else {
              result[0] += 0.013725084;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.007573273;
            } else {
              result[0] += -0.02072357;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.011121669;
            } else {
              result[0] += 0.04841181;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
              result[0] += 0.058323693;
            } else {
              result[0] += 0.0055266875;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.038868904;
            } else {
              result[0] += -0.0015804324;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.006996635;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.04276779;
            } else {
              result[0] += 0.07352497;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        result[0] += -0.07050956;
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)167) ) ) {
              result[0] += 0.009804982;
            } else {
              result[0] += 0.054798324;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0138666285;
            } else {
              result[0] += 0.004806853;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.026435563;
            } else {
              result[0] += 0.0001420705;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
              result[0] += -0.053793866;
            } else {
              result[0] += 0.003826471;
            }
          }
        }
      }
    }
  }
}

