
#include "header.h"

void predict_unit2(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
              result[0] += 0.0002872602;
            } else {
              result[0] += 0.01228858;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
              result[0] += -0.049347427;
            } else {
              result[0] += -0.019480353;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += 0.014943796;
            } else {
              result[0] += -0.006884294;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += 0.030632451;
            } else {
              result[0] += 0.0093871495;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.0026984408;
            } else {
              result[0] += -0.02503691;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += -0.03473854;
            } else {
              result[0] += -0.0046206387;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)157) ) ) {
              result[0] += 0.0023198852;
            } else {
              result[0] += 0.016488092;
            }
          } else {
            result[0] += 0.036619823;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            result[0] += 0.030027611;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84558820724) ) ) {
              result[0] += 0.012154467;
            } else {
              result[0] += 0.030727824;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84810125828) ) ) {
            result[0] += 0.006905784;
          } else {
            result[0] += 0.017486535;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.0069589703;
            } else {
              result[0] += 0.020936431;
            }
          } else {
            result[0] += -0.07000928;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            result[0] += 0.031509828;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0017034203;
            } else {
              result[0] += 0.012053812;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.065160446;
            } else {
              result[0] += 0.021451259;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.012396234;
            } else {
              result[0] += -0.040018626;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.02198524;
            } else {
              result[0] += -0.06269002;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)129) ) ) {
              result[0] += -0.0043419343;
            } else {
              result[0] += -0.024512729;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043643262237) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011711125262) ) ) {
              result[0] += 0.0022901043;
            } else {
              result[0] += -0.0534423;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)791) ) ) {
              result[0] += 0.022993403;
            } else {
              result[0] += -0.0015121314;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.046341463923) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)88) ) ) {
              result[0] += -0.052477516;
            } else {
              result[0] += -0.019842956;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.009189471;
            } else {
              result[0] += 0.0019349363;
            }
          }
        }
      }
    } else {
      result[0] += -0.041797455;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
              result[0] += -0.016153129;
            } else {
              result[0] += 0.014441839;
            }
          } else {
            result[0] += 0.028370012;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.091086529195) ) ) {
              result[0] += -0.011404064;
            } else {
              result[0] += 0.0019906214;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.0511158;
            } else {
              result[0] += -0.0018342572;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.038398445;
        } else {
          result[0] += -0.0020282494;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
        result[0] += 0.029409928;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.018209858;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.005917909;
            } else {
              result[0] += -0.032688834;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.013842567;
            } else {
              result[0] += -0.0044320533;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0017211996;
            } else {
              result[0] += -0.0049089417;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += 0.0072845533;
            } else {
              result[0] += -0.05212128;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.060606062412) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
              result[0] += -0.0014314345;
            } else {
              result[0] += 0.009635518;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += -0.016888434;
            } else {
              result[0] += 0.010423564;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
          result[0] += 0.03356344;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.013521314;
            } else {
              result[0] += 0.013099854;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
              result[0] += 0.052437484;
            } else {
              result[0] += 0.005142629;
            }
          }
        }
      }
    } else {
      result[0] += -0.032352403;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11515151709) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0037403856;
            } else {
              result[0] += -0.00045326722;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.021853851;
            } else {
              result[0] += 0.010515398;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
            result[0] += -0.0005947014;
          } else {
            result[0] += 0.027802138;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          result[0] += -0.00211288;
        } else {
          result[0] += 0.06742758;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.014463196;
            } else {
              result[0] += -0.02566653;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.013707827;
            } else {
              result[0] += 0.008889814;
            }
          }
        } else {
          result[0] += 0.0077386945;
        }
      } else {
        result[0] += -0.074048646;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69565218687) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.029485604;
            } else {
              result[0] += 0.0033763123;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.0149711715;
            } else {
              result[0] += 0.008901529;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            result[0] += 0.026355246;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.004317448;
            } else {
              result[0] += 0.017546088;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.00067167706;
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            result[0] += -0.009133057;
          } else {
            result[0] += -0.021161435;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
              result[0] += -0.00085990893;
            } else {
              result[0] += 0.0018645347;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0064017545;
            } else {
              result[0] += -0.011268756;
            }
          }
        } else {
          result[0] += 0.025642103;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)237) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
              result[0] += -0.008901893;
            } else {
              result[0] += 0.0057886182;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.016003052;
            } else {
              result[0] += 0.004270808;
            }
          }
        } else {
          result[0] += -0.018598236;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.00047015;
            } else {
              result[0] += -0.018663986;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.024851022;
            } else {
              result[0] += 0.0026355216;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += -0.011888317;
            } else {
              result[0] += -0.04363008;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
              result[0] += -0.006818583;
            } else {
              result[0] += 0.005791094;
            }
          }
        }
      } else {
        result[0] += 0.026005058;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.0038182363;
      } else {
        result[0] += 0.03008475;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.024079455;
            } else {
              result[0] += -0.0019199158;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.018337628;
            } else {
              result[0] += 0.03445598;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += 0.0027122328;
            } else {
              result[0] += 0.023123873;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.04499282;
            } else {
              result[0] += 0.0026145626;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
          result[0] += -0.035693828;
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.93189966679) ) ) {
              result[0] += 0.00927311;
            } else {
              result[0] += -0.025684088;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.03794111;
            } else {
              result[0] += -0.017159093;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0005778975;
            } else {
              result[0] += -0.0067149857;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.013231005;
            } else {
              result[0] += 0.014141797;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += -0.013260819;
            } else {
              result[0] += -0.067203544;
            }
          } else {
            result[0] += 0.0025860711;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
              result[0] += 0.004696851;
            } else {
              result[0] += 0.03252412;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
              result[0] += -0.0030649647;
            } else {
              result[0] += 0.004957664;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)176) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0071558976;
            } else {
              result[0] += -0.051050913;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0043994244;
            } else {
              result[0] += -0.00087820244;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
              result[0] += -0.005063703;
            } else {
              result[0] += -0.023287542;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += 0.014200239;
            } else {
              result[0] += -0.009350712;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.027390406;
          } else {
            result[0] += 0.0034853348;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.026471172;
            } else {
              result[0] += -0.008767082;
            }
          } else {
            result[0] += 0.012444484;
          }
        } else {
          result[0] += -0.049586404;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.0018946583;
      } else {
        result[0] += 0.030366538;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.060606062412) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += 0.016195463;
            } else {
              result[0] += -0.033201236;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += 0.012184461;
            } else {
              result[0] += 0.024316048;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.48587569594) ) ) {
              result[0] += -0.0068271607;
            } else {
              result[0] += 0.009324489;
            }
          } else {
            result[0] += -0.04490069;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.022190537;
        } else {
          result[0] += 0.0034419082;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.00065714266;
            } else {
              result[0] += -0.02795965;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.04024556;
            } else {
              result[0] += -0.005085623;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
              result[0] += 0.0027310073;
            } else {
              result[0] += 0.019722296;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
              result[0] += -0.009670094;
            } else {
              result[0] += 0.0016300654;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            result[0] += 0.022384595;
          } else {
            result[0] += -0.01967038;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
            result[0] += 0.03299425;
          } else {
            result[0] += 0.015751673;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
              result[0] += -0.007023763;
            } else {
              result[0] += 0.023096835;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.027360676;
            } else {
              result[0] += 0.021103248;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)250) ) ) {
            result[0] += 7.0855305e-05;
          } else {
            result[0] += 0.056629002;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.012295061;
            } else {
              result[0] += -0.0014767819;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.03918098;
            } else {
              result[0] += 0.0018234728;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.004071306;
            } else {
              result[0] += -0.011949175;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += -0.026012007;
            } else {
              result[0] += -0.047385003;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)59) ) ) {
        result[0] += 0.033642627;
      } else {
        result[0] += 0.015896643;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.002685765503) ) ) {
              result[0] += 0.00089096895;
            } else {
              result[0] += 0.012547565;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
              result[0] += -0.029833486;
            } else {
              result[0] += -0.0019451854;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.01909948;
          } else {
            result[0] += 0.031277593;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83098590374) ) ) {
              result[0] += -0.0075207627;
            } else {
              result[0] += 0.0067468765;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0337713;
            } else {
              result[0] += 0.010149738;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.04327991;
            } else {
              result[0] += -0.010174475;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79746836424) ) ) {
              result[0] += -0.018911274;
            } else {
              result[0] += -0.00045877832;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84415584803) ) ) {
          result[0] += 0.010334767;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
            result[0] += 0.019910721;
          } else {
            result[0] += 0.03370069;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.01973214;
            } else {
              result[0] += -0.02517466;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.859375) ) ) {
              result[0] += 0.028634472;
            } else {
              result[0] += 0.007845992;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.0031821285;
            } else {
              result[0] += -0.042652857;
            }
          } else {
            result[0] += 0.024776258;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.006309318;
            } else {
              result[0] += -0.00051892054;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += 0.018630993;
            } else {
              result[0] += -0.0009884422;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.016965939;
            } else {
              result[0] += -0.006647563;
            }
          } else {
            result[0] += -0.020495629;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
          result[0] += -0.04485114;
        } else {
          result[0] += -0.0066530094;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.014624198;
            } else {
              result[0] += 0.051495608;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.01418249;
            } else {
              result[0] += -0.010243203;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += 0.059975725;
          } else {
            result[0] += 0.019142158;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
              result[0] += -0.004215929;
            } else {
              result[0] += -0.05324755;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0015598077;
            } else {
              result[0] += -0.0031446626;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += -0.015857438;
            } else {
              result[0] += 0.013979916;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
              result[0] += -0.017326871;
            } else {
              result[0] += 0.0036607303;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
              result[0] += 0.0015286783;
            } else {
              result[0] += 0.05086418;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.028416822;
            } else {
              result[0] += 0.009624588;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.01382698;
            } else {
              result[0] += -0.045729186;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
              result[0] += -0.008449775;
            } else {
              result[0] += 0.0069135907;
            }
          }
        }
      } else {
        result[0] += -0.06468683;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
              result[0] += 0.019291056;
            } else {
              result[0] += 0.0006566127;
            }
          } else {
            result[0] += -0.019418359;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.048900142;
            } else {
              result[0] += 0.008491003;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.032451805;
            } else {
              result[0] += 0.0006578336;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          result[0] += -0.030411283;
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014234875329) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += -0.0070490413;
            } else {
              result[0] += -0.027881002;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
              result[0] += 0.010147638;
            } else {
              result[0] += -0.011215571;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011290322989) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
              result[0] += 0.0014065438;
            } else {
              result[0] += 0.026047846;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.022995852;
            } else {
              result[0] += 0.0006098165;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.015325881;
            } else {
              result[0] += 0.012860255;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += 0.02045538;
            } else {
              result[0] += -0.000542393;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)177) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)167) ) ) {
              result[0] += 0.0511908;
            } else {
              result[0] += 0.022275656;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
              result[0] += 0.009638648;
            } else {
              result[0] += -0.0041560126;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0019876943;
            } else {
              result[0] += 0.020247208;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013012362178) ) ) {
              result[0] += 0.016109819;
            } else {
              result[0] += 0.031452585;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017566688359) ) ) {
        result[0] += -0.039274983;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04033832252) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
              result[0] += -0.012000633;
            } else {
              result[0] += 0.002675927;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04098360613) ) ) {
              result[0] += 0.031557564;
            } else {
              result[0] += 0.0037523087;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019622640684) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.023143193;
            } else {
              result[0] += -0.014421429;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.017107276;
            } else {
              result[0] += -0.004473885;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.026463678;
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73333334923) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
              result[0] += -0.0024471849;
            } else {
              result[0] += 0.013707056;
            }
          } else {
            result[0] += -0.02646548;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.008794411;
            } else {
              result[0] += -0.006435729;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += 0.027067406;
            } else {
              result[0] += 0.009049991;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
            result[0] += -0.019563349;
          } else {
            result[0] += -0.056889314;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            result[0] += 0.020778365;
          } else {
            result[0] += 0.0073208804;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
              result[0] += -0.02385261;
            } else {
              result[0] += -0.0019133094;
            }
          } else {
            result[0] += 0.0154371215;
          }
        } else {
          result[0] += 0.021529814;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1057) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)348) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)239) ) ) {
              result[0] += 0.010010857;
            } else {
              result[0] += -0.014724906;
            }
          } else {
            result[0] += 0.026367813;
          }
        } else {
          result[0] += -0.03915624;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9212598801) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.05263157934) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)502) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.004418056;
            } else {
              result[0] += 0.032466408;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)632) ) ) {
              result[0] += -0.03055326;
            } else {
              result[0] += 0.00043042723;
            }
          }
        } else {
          result[0] += -0.024583325;
        }
      } else {
        result[0] += -0.037393134;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)121) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
              result[0] += -0.00055483746;
            } else {
              result[0] += 0.024366744;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
              result[0] += -0.010185442;
            } else {
              result[0] += 0.0006990892;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)194) ) ) {
              result[0] += 0.015482283;
            } else {
              result[0] += 0.0006284625;
            }
          } else {
            result[0] += 0.022818275;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += 0.02564889;
            } else {
              result[0] += -0.004454113;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
              result[0] += -0.040406212;
            } else {
              result[0] += -0.013528838;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)59) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.001979566;
            } else {
              result[0] += 0.00731104;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0034944226;
            } else {
              result[0] += -0.027359545;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0007186867;
            } else {
              result[0] += -0.0062314416;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
              result[0] += 0.00875879;
            } else {
              result[0] += -0.018324409;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58407080173) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 0.022595797;
            } else {
              result[0] += 0.00064506766;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
              result[0] += 0.030953793;
            } else {
              result[0] += 0.012791335;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
          result[0] += -0.04691363;
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)791) ) ) {
              result[0] += 0.02251884;
            } else {
              result[0] += -0.008888647;
            }
          } else {
            result[0] += -0.0236391;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1062) ) ) {
              result[0] += -0.0004871496;
            } else {
              result[0] += -0.021899495;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.027669663;
            } else {
              result[0] += -0.008559393;
            }
          }
        } else {
          result[0] += -0.04575166;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1057) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += 0.008237042;
            } else {
              result[0] += -0.012643076;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.029770995;
            } else {
              result[0] += 0.0017980908;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            result[0] += 0.028610215;
          } else {
            result[0] += -0.00014425299;
          }
        }
      }
    }
  } else {
    result[0] += 0.03720387;
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7446808219) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
              result[0] += 0.0008397012;
            } else {
              result[0] += -0.041815367;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
              result[0] += 0.011440356;
            } else {
              result[0] += 0.0014657959;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
              result[0] += -0.019400755;
            } else {
              result[0] += -0.0016849724;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.015774628;
            } else {
              result[0] += -0.03389923;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
              result[0] += 0.01439974;
            } else {
              result[0] += -0.0010901602;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.010154144;
            } else {
              result[0] += 0.037388634;
            }
          }
        } else {
          result[0] += -0.0124700675;
        }
      }
    } else {
      result[0] += 0.022425948;
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.015565797;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += 0.006636349;
            } else {
              result[0] += 0.025100365;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.027822658;
            } else {
              result[0] += 0.019643288;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
              result[0] += 0.011114532;
            } else {
              result[0] += -0.015318841;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
            result[0] += 0.029502595;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.01738106;
            } else {
              result[0] += -0.020225633;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80303031206) ) ) {
              result[0] += -0.0141319055;
            } else {
              result[0] += -0.0035474144;
            }
          } else {
            result[0] += 0.011071752;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          result[0] += -0.039444428;
        } else {
          result[0] += -0.006156153;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += 0.032036524;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83783781528) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.019596657;
            } else {
              result[0] += -0.00884024;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
              result[0] += -0.0019411907;
            } else {
              result[0] += 0.006904151;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0001315435;
            } else {
              result[0] += 0.0067706904;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.02391146;
            } else {
              result[0] += 0.012287526;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0053705056;
            } else {
              result[0] += 0.004243612;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
              result[0] += 0.015527019;
            } else {
              result[0] += -0.0014096102;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)388) ) ) {
          result[0] += -0.05248154;
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0083102490753) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
              result[0] += -0.019862456;
            } else {
              result[0] += -0.0054265256;
            }
          } else {
            result[0] += 0.007502495;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)424) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0025774508;
            } else {
              result[0] += 0.019431612;
            }
          } else {
            result[0] += -0.011926772;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
              result[0] += 0.019915696;
            } else {
              result[0] += 0.033755634;
            }
          } else {
            result[0] += 0.00848057;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          result[0] += -0.035915837;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.019758083;
            } else {
              result[0] += 0.000108901935;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
              result[0] += -0.005874049;
            } else {
              result[0] += 0.003159233;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.03562842;
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0102273645;
            } else {
              result[0] += 0.0032653038;
            }
          } else {
            result[0] += -0.02878272;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += 0.005953841;
            } else {
              result[0] += -0.0030901232;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
              result[0] += -0.0007544593;
            } else {
              result[0] += 0.004646573;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.017119372;
            } else {
              result[0] += 0.012432648;
            }
          } else {
            result[0] += -0.08708493;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.007509624;
            } else {
              result[0] += -0.008639938;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1286) ) ) {
              result[0] += -0.04708207;
            } else {
              result[0] += -0.0035272248;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += -0.031006856;
            } else {
              result[0] += -0.005834278;
            }
          } else {
            result[0] += -0.053329058;
          }
        } else {
          result[0] += 0.021674888;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
          result[0] += -0.0075994516;
        } else {
          result[0] += 0.046302367;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.859375) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.025204573;
            } else {
              result[0] += 0.010169358;
            }
          } else {
            result[0] += -0.01249972;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.0128724;
            } else {
              result[0] += -0.04156484;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
              result[0] += 0.031140646;
            } else {
              result[0] += -0.0040270896;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
            result[0] += -0.03739023;
          } else {
            result[0] += -0.010261736;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.009150625;
          } else {
            result[0] += -0.004437078;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)69) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.003343571;
            } else {
              result[0] += 0.015513377;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.01077768;
            } else {
              result[0] += -0.033143353;
            }
          }
        } else {
          result[0] += -0.055098113;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1653) ) ) {
              result[0] += 0.0011495994;
            } else {
              result[0] += 0.01863518;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
              result[0] += -0.024184687;
            } else {
              result[0] += -0.003494611;
            }
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.017349238;
            } else {
              result[0] += 0.008181666;
            }
          } else {
            result[0] += -0.0060398164;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
              result[0] += -0.0013637377;
            } else {
              result[0] += -0.0066156327;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.048748694;
            } else {
              result[0] += -0.011766652;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.018811962;
            } else {
              result[0] += 0.0055812853;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.000530348;
            } else {
              result[0] += -0.025772199;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.859375) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.01586315;
            } else {
              result[0] += -0.027792215;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
              result[0] += 0.009816786;
            } else {
              result[0] += -0.024798548;
            }
          }
        } else {
          result[0] += -0.040938795;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.052087635;
          } else {
            result[0] += -0.014363445;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
              result[0] += 0.0070073023;
            } else {
              result[0] += -0.035301335;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.012924644;
            } else {
              result[0] += 0.018917978;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.10324257;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.00797268;
            } else {
              result[0] += 0.0027843975;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
              result[0] += -0.017835282;
            } else {
              result[0] += -0.032696705;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)48) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)113) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82692307234) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
              result[0] += 0.0063697943;
            } else {
              result[0] += -0.021920083;
            }
          } else {
            result[0] += 0.02067878;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)115) ) ) {
              result[0] += 0.023538502;
            } else {
              result[0] += 0.041697837;
            }
          } else {
            result[0] += 0.008783559;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)244) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
            result[0] += -0.020881;
          } else {
            result[0] += -0.010103699;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1575) ) ) {
              result[0] += 0.016459286;
            } else {
              result[0] += -0.00072115293;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
              result[0] += 0.003919123;
            } else {
              result[0] += -0.0031901847;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += -0.0039691925;
            } else {
              result[0] += 0.011870898;
            }
          } else {
            result[0] += 0.01580055;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.51086956263) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
              result[0] += -0.0035479967;
            } else {
              result[0] += -0.027322216;
            }
          } else {
            result[0] += -0.048104927;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += -0.0006579512;
            } else {
              result[0] += 0.015642976;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.027707422;
            } else {
              result[0] += 0.0049097463;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
              result[0] += -0.014381239;
            } else {
              result[0] += 0.023589445;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.0012970562;
            } else {
              result[0] += -0.003224165;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.00060262915;
            } else {
              result[0] += -0.00649561;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.062893935;
            } else {
              result[0] += 0.02245865;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.04483974;
            } else {
              result[0] += 0.018791882;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.009111358;
            } else {
              result[0] += 0.015663292;
            }
          }
        }
      } else {
        result[0] += -0.06418161;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024813895579) ) ) {
            result[0] += 0.010874272;
          } else {
            result[0] += 0.032420896;
          }
        } else {
          result[0] += 0.0014430203;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0035587188322) ) ) {
          result[0] += -0.039508473;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
              result[0] += 0.015130657;
            } else {
              result[0] += -0.0017455791;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)482) ) ) {
              result[0] += -0.0025845384;
            } else {
              result[0] += 0.01301978;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            result[0] += -0.0011594184;
          } else {
            result[0] += 0.035115983;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            result[0] += -0.031640477;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
              result[0] += 0.0019159996;
            } else {
              result[0] += -0.0029502292;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += 0.036409717;
          } else {
            result[0] += 0.00841088;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2262) ) ) {
            result[0] += 0.0111176055;
          } else {
            result[0] += 0.003666405;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        result[0] += -0.04109106;
      } else {
        result[0] += -0.012245566;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += -0.017212285;
        } else {
          result[0] += -0.039791282;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += -0.021451434;
        } else {
          result[0] += 0.004659511;
        }
      }
    } else {
      result[0] += 0.016892454;
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69565218687) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62857145071) ) ) {
              result[0] += -0.0002649032;
            } else {
              result[0] += 0.013264604;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.028739575;
            } else {
              result[0] += 0.0026222288;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.012801019;
            } else {
              result[0] += 0.03201998;
            }
          } else {
            result[0] += -0.018159484;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80769228935) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
              result[0] += -0.008353459;
            } else {
              result[0] += 0.016292242;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += -0.011534095;
            } else {
              result[0] += -0.025260359;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
              result[0] += -0.0010844652;
            } else {
              result[0] += 0.009032507;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
              result[0] += -0.0061574425;
            } else {
              result[0] += -0.028072411;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.0002102546;
        } else {
          result[0] += 0.020764923;
        }
      } else {
        result[0] += 0.029701713;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += 0.0012446238;
            } else {
              result[0] += -0.004899743;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.009864592;
            } else {
              result[0] += 0.004289199;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)247) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)152) ) ) {
              result[0] += 0.014587295;
            } else {
              result[0] += -0.00082700903;
            }
          } else {
            result[0] += 0.02517421;
          }
        }
      } else {
        result[0] += -0.030260986;
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65789473057) ) ) {
              result[0] += 0.0089441305;
            } else {
              result[0] += 0.0014363804;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.00042102727;
            } else {
              result[0] += -0.017110325;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.005792513;
            } else {
              result[0] += 0.007331941;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.013133309;
            } else {
              result[0] += -0.004335477;
            }
          }
        }
      } else {
        result[0] += -0.021242639;
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.056025370955) ) ) {
              result[0] += -0.0020615875;
            } else {
              result[0] += -0.029740376;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0021354163;
            } else {
              result[0] += -0.029552642;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004065040499) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.023172408;
            } else {
              result[0] += 0.0028366053;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.027027027681) ) ) {
              result[0] += -0.0072611193;
            } else {
              result[0] += 0.017010838;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.00089043047;
            } else {
              result[0] += -0.016490007;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.038147125;
            } else {
              result[0] += -0.0047562583;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.015146089;
            } else {
              result[0] += 0.011026534;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0149872005;
            } else {
              result[0] += -0.0073020267;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.018304726;
            } else {
              result[0] += 0.04367798;
            }
          } else {
            result[0] += -0.0042102966;
          }
        } else {
          result[0] += -0.013785402;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.007808849;
            } else {
              result[0] += -0.027995741;
            }
          } else {
            result[0] += -0.029439846;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025806451216) ) ) {
              result[0] += 0.0065784934;
            } else {
              result[0] += -0.0054443236;
            }
          } else {
            result[0] += -0.024237623;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += 0.00024853446;
            } else {
              result[0] += 0.009977814;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += 0.0150272;
            } else {
              result[0] += -0.0073339357;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0023526426;
            } else {
              result[0] += -0.02329958;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)54) ) ) {
              result[0] += 0.0056351325;
            } else {
              result[0] += -0.0025043243;
            }
          }
        }
      } else {
        result[0] += 0.030676141;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        result[0] += -0.038130365;
      } else {
        result[0] += -0.019779976;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
        result[0] += -0.03216078;
      } else {
        result[0] += -0.014489904;
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += 0.021400107;
            } else {
              result[0] += 0.05047247;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += 0.003926297;
            } else {
              result[0] += 0.03536504;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += 0.008137074;
            } else {
              result[0] += -0.011493692;
            }
          } else {
            result[0] += 0.019732371;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)625) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0037982538;
            } else {
              result[0] += -0.015518017;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0013366187;
            } else {
              result[0] += -0.03178097;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
              result[0] += 0.0020177276;
            } else {
              result[0] += -0.020422451;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
              result[0] += 0.025158916;
            } else {
              result[0] += 0.0060728183;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.004028024;
            } else {
              result[0] += -2.5991276e-05;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += -0.018581076;
            } else {
              result[0] += 0.005887754;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += -0.030527903;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83333331347) ) ) {
              result[0] += 0.029706046;
            } else {
              result[0] += 0.0038006182;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.00094278523;
            } else {
              result[0] += 0.02468874;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.021321533;
            } else {
              result[0] += -0.00049211126;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.02176668;
            } else {
              result[0] += -0.0048454655;
            }
          } else {
            result[0] += -0.040283907;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1076) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += 0.0078029754;
            } else {
              result[0] += 0.016544845;
            }
          } else {
            result[0] += 0.024822043;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
            result[0] += 0.00966184;
          } else {
            result[0] += 0.0021923373;
          }
        }
      } else {
        result[0] += 0.0004105168;
      }
    }
  } else {
    if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)642) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0060028746;
            } else {
              result[0] += -0.012753464;
            }
          } else {
            result[0] += -0.0341909;
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += 0.011037505;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1767) ) ) {
              result[0] += -0.0056537236;
            } else {
              result[0] += 0.008400204;
            }
          }
        }
      } else {
        result[0] += -0.026352918;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
        result[0] += 0.045070812;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.033293426;
          } else {
            result[0] += -0.00092444307;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0065061808564) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.018112142;
            } else {
              result[0] += 0.0033127882;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += -0.026701603;
            } else {
              result[0] += -0.00022739054;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)642) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
              result[0] += -0.00068950275;
            } else {
              result[0] += 0.014143464;
            }
          } else {
            result[0] += -0.030724138;
          }
        } else {
          result[0] += 0.03317623;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71739131212) ) ) {
              result[0] += 0.0020309815;
            } else {
              result[0] += -0.020396406;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.039881285;
            } else {
              result[0] += 0.0016261904;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
              result[0] += 0.030806571;
            } else {
              result[0] += 0.0020858468;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0047721015;
            } else {
              result[0] += 0.0010540301;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
        result[0] += -0.017975058;
      } else {
        result[0] += -0.036984712;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1286) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += 0.0037813017;
            } else {
              result[0] += -0.016030064;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.0445864;
            } else {
              result[0] += -0.0064910906;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += -0.007344389;
            } else {
              result[0] += 0.010634811;
            }
          } else {
            result[0] += 0.01640565;
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
              result[0] += 0.016071199;
            } else {
              result[0] += 0.0015361583;
            }
          } else {
            result[0] += 0.030705413;
          }
        } else {
          result[0] += -0.021269767;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          result[0] += 0.02735736;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1242) ) ) {
              result[0] += 0.01967893;
            } else {
              result[0] += 0.010729751;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += -0.015472243;
            } else {
              result[0] += 0.014271271;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1755) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
              result[0] += 0.009638227;
            } else {
              result[0] += -0.023249427;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0047642873;
            } else {
              result[0] += 0.014979285;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
              result[0] += -0.008735694;
            } else {
              result[0] += 0.0040941914;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.024735259;
            } else {
              result[0] += -0.004416969;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.00070911966;
            } else {
              result[0] += 0.012004855;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.012439146;
            } else {
              result[0] += -0.039907135;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.010983172;
            } else {
              result[0] += -0.018663233;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.041362002;
            } else {
              result[0] += 0.012402176;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
              result[0] += -0.016061997;
            } else {
              result[0] += -0.061071303;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0137373535;
            } else {
              result[0] += 0.0045185653;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += -0.0048856586;
            } else {
              result[0] += -4.7236313e-06;
            }
          } else {
            result[0] += -0.037595134;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0099009899423) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
              result[0] += 0.026431952;
            } else {
              result[0] += -0.030467514;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
              result[0] += 0.009201278;
            } else {
              result[0] += -0.00361702;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
              result[0] += -0.0062816623;
            } else {
              result[0] += 0.011228583;
            }
          } else {
            result[0] += 0.037273835;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025806451216) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.006817173;
            } else {
              result[0] += -0.0072674835;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
              result[0] += 0.017535208;
            } else {
              result[0] += 0.0005457548;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
              result[0] += -0.043765467;
            } else {
              result[0] += -0.021135125;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.01351375;
            } else {
              result[0] += 0.0024351066;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        result[0] += -0.020547815;
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += 0.0071086236;
            } else {
              result[0] += 0.0010722497;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
              result[0] += 0.019310618;
            } else {
              result[0] += 0.0015295409;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.014646361;
            } else {
              result[0] += -0.0077690594;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
              result[0] += -0.0068786675;
            } else {
              result[0] += 0.006899766;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
              result[0] += -0.0008383711;
            } else {
              result[0] += 0.027599422;
            }
          } else {
            result[0] += -0.022724269;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
              result[0] += -0.035206743;
            } else {
              result[0] += 0.0005642622;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += 0.025227522;
            } else {
              result[0] += 0.005960042;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          result[0] += 0.059102025;
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.017469646;
            } else {
              result[0] += -0.0014921924;
            }
          } else {
            result[0] += -0.011519912;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.018113775;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += 0.004099525;
            } else {
              result[0] += -0.012510309;
            }
          }
        } else {
          result[0] += 0.011867403;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          result[0] += 0.00877674;
        } else {
          result[0] += 0.015526532;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += 0.046752226;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += 0.01009972;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += -0.019811444;
            } else {
              result[0] += -0.00021169135;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.026745135;
          } else {
            result[0] += 0.002961654;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.008616647;
        } else {
          result[0] += -0.06530895;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            result[0] += 0.0041052774;
          } else {
            result[0] += 0.001843233;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            result[0] += -0.031238118;
          } else {
            result[0] += -0.01590241;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.015916845;
        } else {
          result[0] += 0.03745914;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)450) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)96) ) ) {
              result[0] += 0.005049379;
            } else {
              result[0] += 0.025646413;
            }
          } else {
            result[0] += -0.014404816;
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0005368731;
            } else {
              result[0] += 0.0028238164;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.028341806;
            } else {
              result[0] += -0.003402949;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
      result[0] += 0.029777203;
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)225) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += -0.011790635;
            } else {
              result[0] += 0.0009445933;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)510) ) ) {
              result[0] += -0.01007313;
            } else {
              result[0] += 0.0035962542;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.027758438;
            } else {
              result[0] += 0.017211972;
            }
          } else {
            result[0] += 0.0012277921;
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)12) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.024565851;
            } else {
              result[0] += 0.008781532;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
              result[0] += -0.03127761;
            } else {
              result[0] += 0.007229612;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += -0.029328031;
            } else {
              result[0] += -0.0065045394;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0057118204;
            } else {
              result[0] += -0.009466663;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
            result[0] += -0.009122803;
          } else {
            result[0] += -0.01963179;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
            result[0] += 0.016335964;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
              result[0] += -0.006832654;
            } else {
              result[0] += 0.015523222;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
            result[0] += -0.05190577;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
              result[0] += -0.003681335;
            } else {
              result[0] += -0.043367267;
            }
          }
        } else {
          result[0] += -0.01231474;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.015414258465) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
              result[0] += -0.003287933;
            } else {
              result[0] += 0.029030686;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
              result[0] += -0.0065098726;
            } else {
              result[0] += -0.028971583;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
              result[0] += 0.00095942756;
            } else {
              result[0] += -0.006904961;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.023049599;
            } else {
              result[0] += 0.0009692294;
            }
          }
        }
      } else {
        result[0] += -0.021119578;
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
              result[0] += 0.02537169;
            } else {
              result[0] += -0.0005564042;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.859375) ) ) {
              result[0] += 0.009521573;
            } else {
              result[0] += -0.033118818;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
              result[0] += 0.014521161;
            } else {
              result[0] += -0.006142951;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.039174832;
            } else {
              result[0] += -0.009052606;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)46) ) ) {
              result[0] += 0.00309355;
            } else {
              result[0] += -0.02346436;
            }
          } else {
            result[0] += -0.039051127;
          }
        } else {
          result[0] += -0.05694447;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)239) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += 0.028209856;
            } else {
              result[0] += 0.012057884;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)941) ) ) {
              result[0] += -0.011102581;
            } else {
              result[0] += 0.028650051;
            }
          }
        } else {
          result[0] += -0.0065713725;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
              result[0] += -0.008276843;
            } else {
              result[0] += 0.0012936237;
            }
          } else {
            result[0] += -0.04692895;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
              result[0] += 0.015965534;
            } else {
              result[0] += 0.02737212;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)50) ) ) {
              result[0] += -0.00056794507;
            } else {
              result[0] += 0.013344362;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)21) ) ) {
          result[0] += -0.014536018;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.0009429226;
            } else {
              result[0] += -0.009691765;
            }
          } else {
            result[0] += 0.015319049;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
            result[0] += -0.008809491;
          } else {
            result[0] += -0.03018329;
          }
        } else {
          result[0] += -0.0042525;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
              result[0] += 0.0024814736;
            } else {
              result[0] += 0.008457086;
            }
          } else {
            result[0] += -0.009816988;
          }
        } else {
          result[0] += -0.01753778;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.015183452;
            } else {
              result[0] += 0.025010625;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
              result[0] += 0.0010558135;
            } else {
              result[0] += 0.023379603;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
            result[0] += 0.016094564;
          } else {
            result[0] += 0.0018170521;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0006915923;
            } else {
              result[0] += 0.005327335;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.01595907;
            } else {
              result[0] += -0.0015240891;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.0022971928;
            } else {
              result[0] += -0.029145045;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.016965909;
            } else {
              result[0] += 0.0048057786;
            }
          }
        }
      } else {
        result[0] += -0.02627342;
      }
    } else {
      result[0] += 0.025322571;
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.014817632;
            } else {
              result[0] += 0.0015202973;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04098360613) ) ) {
              result[0] += 0.016585989;
            } else {
              result[0] += -0.008152737;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024813895579) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)27) ) ) {
              result[0] += 0.007866485;
            } else {
              result[0] += -0.0018236159;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
              result[0] += -0.053432222;
            } else {
              result[0] += -0.008225831;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.0011765575;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.00069713814;
            } else {
              result[0] += 0.033436242;
            }
          } else {
            result[0] += 0.037418786;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += -0.016498156;
      } else {
        result[0] += -0.037727043;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)462) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.003108897;
            } else {
              result[0] += -0.00010260679;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.0122868;
            } else {
              result[0] += 0.0015543828;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.008693433;
            } else {
              result[0] += 0.012350068;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.003319677;
            } else {
              result[0] += 0.014466961;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
          result[0] += -0.04774328;
        } else {
          result[0] += -0.0106271;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016018306836) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
            result[0] += 0.024823582;
          } else {
            result[0] += 0.04485226;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0038986355066) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0097592715174) ) ) {
              result[0] += 0.0002589203;
            } else {
              result[0] += -0.017829735;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0049140048213) ) ) {
              result[0] += 0.030753747;
            } else {
              result[0] += 0.008713113;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025477707386) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)112) ) ) {
              result[0] += -0.023972515;
            } else {
              result[0] += 0.0012940167;
            }
          } else {
            result[0] += -0.06108836;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.38636362553) ) ) {
              result[0] += -0.004505287;
            } else {
              result[0] += 0.003126674;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13612565398) ) ) {
              result[0] += 0.010840753;
            } else {
              result[0] += -0.009057294;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091407680884) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1900) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += 0.014200078;
            } else {
              result[0] += -0.015736802;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.02866433;
            } else {
              result[0] += 0.0075379796;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0019739778;
            } else {
              result[0] += -0.018952902;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0036869985;
            } else {
              result[0] += 0.016618278;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
          if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            result[0] += -0.061484672;
          } else {
            result[0] += -0.007127911;
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.0028249035;
          } else {
            result[0] += 0.013824803;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += -0.057045765;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
              result[0] += -0.008894041;
            } else {
              result[0] += 0.010317354;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
              result[0] += -0.010242715;
            } else {
              result[0] += -0.0015496182;
            }
          }
        } else {
          result[0] += 0.014871885;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79503107071) ) ) {
              result[0] += -0.002498333;
            } else {
              result[0] += -0.027065013;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
              result[0] += -0.04345207;
            } else {
              result[0] += 0.0075621977;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.00022519221;
            } else {
              result[0] += 0.03166873;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += 0.026387239;
            } else {
              result[0] += 0.0037115414;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.032520323992) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)258) ) ) {
              result[0] += -0.034206122;
            } else {
              result[0] += -0.011324054;
            }
          } else {
            result[0] += 0.009519371;
          }
        } else {
          result[0] += 0.011778905;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)73) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.00286354;
            } else {
              result[0] += -0.020204103;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1242) ) ) {
              result[0] += 0.02999123;
            } else {
              result[0] += -0.0018803593;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
              result[0] += 0.016687958;
            } else {
              result[0] += 0.053375453;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += 0.005268493;
            } else {
              result[0] += -0.008074379;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0033779254;
            } else {
              result[0] += -0.0035922814;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.064450756;
            } else {
              result[0] += 0.0043790736;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.002012924;
            } else {
              result[0] += 0.0019766758;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
              result[0] += -0.03888903;
            } else {
              result[0] += -0.011155946;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.03624397;
            } else {
              result[0] += 0.0147134885;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
              result[0] += 0.0018757386;
            } else {
              result[0] += 0.013078374;
            }
          }
        } else {
          result[0] += -0.01875683;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0047649164;
            } else {
              result[0] += -0.0061339685;
            }
          } else {
            result[0] += -0.04862672;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += 0.00544836;
            } else {
              result[0] += 0.020917108;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
              result[0] += -0.034305643;
            } else {
              result[0] += 0.0029132115;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.0042791283;
            } else {
              result[0] += -0.014639831;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
              result[0] += -0.023690978;
            } else {
              result[0] += -0.05186192;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
              result[0] += -0.0055824015;
            } else {
              result[0] += 0.023337584;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += 0.025272403;
            } else {
              result[0] += 0.01573689;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          result[0] += 0.018485874;
        } else {
          result[0] += -0.04762834;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += -0.020748084;
      } else {
        result[0] += 0.005497154;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.00028691333;
            } else {
              result[0] += 0.015316094;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.013617623;
            } else {
              result[0] += -0.04052598;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            result[0] += -0.008281844;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.020270055;
            } else {
              result[0] += 0.0005109452;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += 0.019803232;
            } else {
              result[0] += -0.007120639;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += -0.03162146;
            } else {
              result[0] += -0.0077473717;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0058166287;
            } else {
              result[0] += 0.028580656;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
              result[0] += -0.00040706285;
            } else {
              result[0] += 0.0020068735;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.028469348;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.0061883163;
            } else {
              result[0] += 0.0047805966;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.037932917;
            } else {
              result[0] += -0.005691289;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            result[0] += 0.02405212;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0012799609;
            } else {
              result[0] += 0.0048280708;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.017101584;
            } else {
              result[0] += 0.028149733;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
              result[0] += -0.033750515;
            } else {
              result[0] += -0.008406348;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.025701562;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0015696317;
            } else {
              result[0] += 0.011592736;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.007931898;
            } else {
              result[0] += 0.0012125693;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.025743771;
            } else {
              result[0] += 0.012553896;
            }
          }
        } else {
          result[0] += 0.032283437;
        }
      } else {
        result[0] += 0.038877573;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.006369916;
            } else {
              result[0] += 0.012648172;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.004234807;
            } else {
              result[0] += -0.0186149;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.037071507;
            } else {
              result[0] += -0.009198372;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0099797435;
            } else {
              result[0] += -0.010222386;
            }
          }
        }
      } else {
        result[0] += -0.069314204;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.000562089;
            } else {
              result[0] += 0.018938923;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.013588609;
            } else {
              result[0] += -0.005325444;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            result[0] += 0.0143752275;
          } else {
            result[0] += -0.037624534;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0014430986;
            } else {
              result[0] += -0.02491202;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.021626709;
            } else {
              result[0] += 0.0025247873;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
              result[0] += 0.0009928682;
            } else {
              result[0] += 0.025165081;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += -0.004596814;
            } else {
              result[0] += -0.00026565694;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += 0.00040346335;
            } else {
              result[0] += -0.019560508;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
              result[0] += -0.0036701874;
            } else {
              result[0] += 0.0032209922;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0009522356;
            } else {
              result[0] += 0.004952621;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013764625182) ) ) {
              result[0] += 0.0074219047;
            } else {
              result[0] += -0.0041988655;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.02188821;
            } else {
              result[0] += -0.015485249;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += -0.0055973893;
            } else {
              result[0] += 0.012553336;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047169812024) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += -0.031565424;
            } else {
              result[0] += -0.0036396128;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.063109956682) ) ) {
              result[0] += 0.016030349;
            } else {
              result[0] += -0.001284631;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += 0.0013467117;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)253) ) ) {
          result[0] += -0.03741384;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += -0.004663036;
            } else {
              result[0] += -0.015155628;
            }
          } else {
            result[0] += -0.03617322;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.025581023;
          } else {
            result[0] += 0.011479585;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
            result[0] += -0.024557477;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
              result[0] += 0.0030193117;
            } else {
              result[0] += 0.025892645;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += 0.01808226;
        } else {
          result[0] += 0.039843973;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += -0.03141306;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += -0.026430478;
            } else {
              result[0] += -0.005353544;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += 0.007148585;
            } else {
              result[0] += 0.00039000483;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)198) ) ) {
            result[0] += -0.0053663114;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.009669554;
            } else {
              result[0] += -0.004830734;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)81) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.016684284;
            } else {
              result[0] += 0.026208568;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
              result[0] += 0.004704075;
            } else {
              result[0] += 0.02375284;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0004725034;
            } else {
              result[0] += -0.0059648524;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.011261057;
            } else {
              result[0] += 0.00051324104;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += 0.008942159;
            } else {
              result[0] += 0.047854967;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)116) ) ) {
              result[0] += -0.002130597;
            } else {
              result[0] += 0.017389102;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += -0.004931673;
            } else {
              result[0] += -0.031917643;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.006113853;
            } else {
              result[0] += -0.023525227;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.060606062412) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
              result[0] += 0.034471355;
            } else {
              result[0] += 0.0054335683;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.03048719;
            } else {
              result[0] += 0.005164437;
            }
          }
        }
      }
    } else {
      result[0] += -0.03034437;
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.003798844;
            } else {
              result[0] += -0.0073184273;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)263) ) ) {
              result[0] += -0.017071279;
            } else {
              result[0] += 0.0006862352;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            result[0] += 0.03231158;
          } else {
            result[0] += 0.009037219;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)226) ) ) {
              result[0] += -0.0032572746;
            } else {
              result[0] += 0.012388007;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
              result[0] += 0.053938903;
            } else {
              result[0] += -0.0034658022;
            }
          }
        } else {
          result[0] += 0.025110543;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        result[0] += -0.03878461;
      } else {
        result[0] += -0.0120082;
      }
    }
  }
  if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0014680509;
            } else {
              result[0] += 0.00561613;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.04770526;
            } else {
              result[0] += 0.0050169397;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.03558727;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.014379953;
            } else {
              result[0] += -0.012452199;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0031777464;
            } else {
              result[0] += -0.027506476;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0052150036;
            } else {
              result[0] += 0.02188932;
            }
          }
        } else {
          result[0] += -0.027686277;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)21) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
          result[0] += -0.04220971;
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.00083527045;
            } else {
              result[0] += -0.013952178;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
              result[0] += -0.0035692179;
            } else {
              result[0] += -0.025431875;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.056057997;
            } else {
              result[0] += -0.030435076;
            }
          } else {
            result[0] += -0.0024546853;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)451) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
              result[0] += -0.012917613;
            } else {
              result[0] += 0.016332809;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)210) ) ) {
              result[0] += -0.0027155217;
            } else {
              result[0] += -0.026980696;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
              result[0] += 0.013319748;
            } else {
              result[0] += 0.0038017014;
            }
          } else {
            result[0] += 0.05468898;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
              result[0] += 0.0038582962;
            } else {
              result[0] += -0.03436339;
            }
          } else {
            result[0] += 0.016639149;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            result[0] += -0.041304473;
          } else {
            result[0] += -0.020116996;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
              result[0] += 0.02028177;
            } else {
              result[0] += -0.0003022883;
            }
          } else {
            result[0] += -0.040559508;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
              result[0] += 0.045644052;
            } else {
              result[0] += 0.02809446;
            }
          } else {
            result[0] += 0.019011566;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0025689646;
            } else {
              result[0] += -0.012402173;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.005091851;
            } else {
              result[0] += 0.026707454;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.036677636;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.007559132;
            } else {
              result[0] += -0.022423236;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)253) ) ) {
              result[0] += 0.0015435938;
            } else {
              result[0] += 0.012084517;
            }
          } else {
            result[0] += -0.019225193;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += -0.019068636;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.001268623;
            } else {
              result[0] += 0.01900704;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.01842852;
            } else {
              result[0] += -0.0046236217;
            }
          } else {
            result[0] += -0.058239628;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71739131212) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62857145071) ) ) {
              result[0] += 0.00044514542;
            } else {
              result[0] += 0.00909867;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.029287755;
            } else {
              result[0] += -0.014492527;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.0036361702;
            } else {
              result[0] += 0.028539766;
            }
          } else {
            result[0] += -0.022296092;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            result[0] += -0.0100948755;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0031077454;
            } else {
              result[0] += 0.019551056;
            }
          }
        } else {
          result[0] += 0.02384246;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.009075377;
            } else {
              result[0] += -0.035957463;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84090906382) ) ) {
              result[0] += 0.0007634013;
            } else {
              result[0] += -0.043670367;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            result[0] += 0.004484351;
          } else {
            result[0] += 0.02869135;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
      result[0] += 0.021448217;
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
        result[0] += -0.015456073;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.009545992;
            } else {
              result[0] += 0.0017624529;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += -0.021856105;
            } else {
              result[0] += 0.020282976;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.008287006;
            } else {
              result[0] += 0.0027039319;
            }
          } else {
            result[0] += -0.013262642;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += -0.011115998;
            } else {
              result[0] += -0.025871107;
            }
          } else {
            result[0] += 0.021403393;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
              result[0] += 0.0013764639;
            } else {
              result[0] += 0.019503077;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)125) ) ) {
              result[0] += 0.028335297;
            } else {
              result[0] += 0.011826758;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.026340539;
            } else {
              result[0] += -0.0060067736;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += -0.00069207157;
            } else {
              result[0] += 0.0032587678;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
              result[0] += -0.006967266;
            } else {
              result[0] += 0.0023779613;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.04268565;
            } else {
              result[0] += -0.0021644987;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += 0.004793528;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)253) ) ) {
            result[0] += -0.035707593;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += -0.00053917826;
            } else {
              result[0] += -0.0154002905;
            }
          }
        } else {
          result[0] += -0.038443584;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
              result[0] += 0.021233795;
            } else {
              result[0] += -0.008149226;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0233091;
            } else {
              result[0] += -0.005726178;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += -0.009900517;
            } else {
              result[0] += -0.03475217;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.01814091;
            } else {
              result[0] += 0.000133371;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1518) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
              result[0] += 0.021183351;
            } else {
              result[0] += 0.041038062;
            }
          } else {
            result[0] += 0.015665656;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
            result[0] += 0.020503312;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.001335556;
            } else {
              result[0] += 0.016925503;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.05157397;
            } else {
              result[0] += -0.027877241;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.009377877;
            } else {
              result[0] += 0.0054196133;
            }
          }
        } else {
          result[0] += 0.012051764;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)537) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.008525488;
            } else {
              result[0] += -0.024422903;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.033271424;
            } else {
              result[0] += 0.014062551;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
            result[0] += -0.023609838;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
              result[0] += 0.0045925523;
            } else {
              result[0] += -0.0081821745;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.12396693975) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.008280516;
            } else {
              result[0] += 0.011816114;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.025968587;
            } else {
              result[0] += 0.011023871;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.4571428597) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.0142675135;
            } else {
              result[0] += 0.026679859;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.012608821;
            } else {
              result[0] += -0.0046644695;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.68421053886) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
              result[0] += -0.0019355301;
            } else {
              result[0] += 0.018970883;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.010533329;
            } else {
              result[0] += -0.030764846;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7763158083) ) ) {
            result[0] += 0.019531459;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += 0.018967375;
            } else {
              result[0] += 0.0015275587;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += -0.036695447;
        } else {
          result[0] += -0.011387455;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.02342804;
        } else {
          result[0] += 0.012778333;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += -0.03294487;
            } else {
              result[0] += -0.013980103;
            }
          } else {
            result[0] += -0.008475667;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75568181276) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.57142859697) ) ) {
              result[0] += 0.037211534;
            } else {
              result[0] += 0.012399136;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.026823396;
            } else {
              result[0] += 0.0122422725;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            result[0] += 0.07068937;
          } else {
            result[0] += 0.026045531;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.005914491;
            } else {
              result[0] += 0.009065506;
            }
          } else {
            result[0] += 0.02867344;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += 0.0005290536;
            } else {
              result[0] += -0.009207443;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
              result[0] += 0.012506105;
            } else {
              result[0] += 0.0015818039;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
              result[0] += 0.00196247;
            } else {
              result[0] += -0.0169415;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.013197574;
            } else {
              result[0] += 0.0024455115;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.060606062412) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)244) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)146) ) ) {
              result[0] += 0.0136902025;
            } else {
              result[0] += 0.0051056948;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.022810344;
            } else {
              result[0] += 0.009743353;
            }
          }
        } else {
          result[0] += 0.0047295387;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2124) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1470) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
              result[0] += -0.001214279;
            } else {
              result[0] += -0.018191723;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
              result[0] += 0.015292103;
            } else {
              result[0] += -0.00010888106;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            result[0] += 0.02523092;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += 0.0007366954;
            } else {
              result[0] += 0.013115647;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
            result[0] += 0.012496802;
          } else {
            result[0] += -0.006126802;
          }
        } else {
          result[0] += 0.026365776;
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.010713636;
            } else {
              result[0] += -0.026880637;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += 0.00367001;
            } else {
              result[0] += -0.007836298;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)73) ) ) {
            result[0] += -0.040535744;
          } else {
            result[0] += -0.020258388;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
            result[0] += 0.0066971593;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
              result[0] += -0.029795764;
            } else {
              result[0] += -0.0020068986;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += 0.027829712;
          } else {
            result[0] += 0.00802395;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
      result[0] += -0.00990042;
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
        result[0] += 0.020139353;
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.012029215;
            } else {
              result[0] += 0.008708746;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += 0.00723749;
            } else {
              result[0] += 0.02007109;
            }
          }
        } else {
          result[0] += -0.009916189;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.0029167568;
            } else {
              result[0] += 0.00034137478;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += -0.006795919;
            } else {
              result[0] += 0.012743004;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71296298504) ) ) {
              result[0] += -0.028910374;
            } else {
              result[0] += -0.013212125;
            }
          } else {
            result[0] += 0.008050587;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.003582007;
            } else {
              result[0] += 0.02814856;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += 0.024637258;
            } else {
              result[0] += 0.006918538;
            }
          }
        } else {
          result[0] += -0.007360425;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.026855985;
            } else {
              result[0] += 0.009001622;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.022486739;
            } else {
              result[0] += 0.012327921;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)115) ) ) {
              result[0] += -0.018808072;
            } else {
              result[0] += -0.052160826;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
              result[0] += 0.02445696;
            } else {
              result[0] += -0.007989276;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.029408528;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)157) ) ) {
            result[0] += 2.1527178e-05;
          } else {
            result[0] += 0.018843897;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83783781528) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.0036128783;
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
              result[0] += 0.011791582;
            } else {
              result[0] += 0.023036113;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.0072699897;
            } else {
              result[0] += 0.0035708607;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
          result[0] += -0.0045958348;
        } else {
          result[0] += 0.0050846427;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83999997377) ) ) {
        result[0] += -0.014880172;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += 0.010575829;
            } else {
              result[0] += 0.00055543514;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.011532835;
            } else {
              result[0] += -0.030337755;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87368422747) ) ) {
              result[0] += 0.0156066585;
            } else {
              result[0] += 0.0077939816;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += -0.030441025;
            } else {
              result[0] += 0.0063970275;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
              result[0] += 0.00018001319;
            } else {
              result[0] += -0.009424473;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += 0.027087687;
            } else {
              result[0] += 0.0035919272;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)318) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)250) ) ) {
              result[0] += -0.00728406;
            } else {
              result[0] += 0.0058313212;
            }
          } else {
            result[0] += -0.05323261;
          }
        }
      } else {
        result[0] += -0.018844733;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
            result[0] += 0.024058057;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += -0.034187343;
            } else {
              result[0] += -0.0074537285;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += 0.007214164;
            } else {
              result[0] += 0.029639116;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.02321733;
            } else {
              result[0] += 0.0021685434;
            }
          }
        }
      } else {
        result[0] += -0.047254525;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0025510203559) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
            result[0] += 0.004396014;
          } else {
            result[0] += 0.0122857215;
          }
        } else {
          result[0] += 0.031195302;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0025510203559) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            result[0] += 0.0096765915;
          } else {
            result[0] += 0.023278503;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            result[0] += -0.009458839;
          } else {
            result[0] += 0.010002936;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.0032383592;
            } else {
              result[0] += 0.013965803;
            }
          } else {
            result[0] += -0.028753636;
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.015215552;
            } else {
              result[0] += 0.0023828389;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
              result[0] += 0.0199973;
            } else {
              result[0] += 0.002527316;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
            result[0] += 0.04286276;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012168933637) ) ) {
              result[0] += 0.014255873;
            } else {
              result[0] += -0.0015830471;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)660) ) ) {
              result[0] += -0.062400904;
            } else {
              result[0] += -0.006196325;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0034482758492) ) ) {
              result[0] += -0.022134852;
            } else {
              result[0] += 0.017404044;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
              result[0] += 0.00039961212;
            } else {
              result[0] += -0.006086962;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
              result[0] += 0.018742185;
            } else {
              result[0] += 0.0020221507;
            }
          }
        } else {
          result[0] += 0.025998829;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02222222276) ) ) {
          result[0] += 0.0082847765;
        } else {
          result[0] += 0.024282984;
        }
      }
    } else {
      result[0] += -0.022917515;
    }
  } else {
    result[0] += 0.030202612;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.68421053886) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
              result[0] += -0.0079832515;
            } else {
              result[0] += 0.016257595;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.020410158;
            } else {
              result[0] += 0.0044218986;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.017048454;
            } else {
              result[0] += 0.0126840025;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.020066805;
            } else {
              result[0] += 0.0028862075;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.05263157934) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.013193979;
            } else {
              result[0] += 0.024594469;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += 0.031124312;
            } else {
              result[0] += 0.0044895737;
            }
          }
        } else {
          result[0] += -0.023830406;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          result[0] += -0.052364647;
        } else {
          result[0] += -0.010139774;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
              result[0] += 0.0016732339;
            } else {
              result[0] += -0.00887282;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
              result[0] += -0.025013033;
            } else {
              result[0] += -0.006829609;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7763158083) ) ) {
            result[0] += 0.025511393;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.008935678;
            } else {
              result[0] += -0.0040912703;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        result[0] += -0.009507624;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.0056418623;
        } else {
          result[0] += -0.049480736;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += -0.001707005;
            } else {
              result[0] += 0.0012270274;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.00040835407;
            } else {
              result[0] += -0.015403255;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.010599296;
            } else {
              result[0] += 0.0009724469;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.025328645;
            } else {
              result[0] += 0.011238;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0171209;
            } else {
              result[0] += 0.007322803;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += 0.015308255;
            } else {
              result[0] += -0.002203428;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += -0.00017527255;
            } else {
              result[0] += 0.010886132;
            }
          } else {
            result[0] += -0.024955899;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
      result[0] += 0.0033552595;
    } else {
      result[0] += 0.029869875;
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
              result[0] += -0.00037071604;
            } else {
              result[0] += 0.00358689;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.0012814169;
            } else {
              result[0] += -0.009738389;
            }
          }
        } else {
          result[0] += 0.02299142;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)9) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0017652250826) ) ) {
              result[0] += 0.016938543;
            } else {
              result[0] += 0.0056881025;
            }
          } else {
            result[0] += -0.012932328;
          }
        } else {
          result[0] += -0.019868493;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += -0.012381877;
            } else {
              result[0] += 0.0042723594;
            }
          } else {
            result[0] += -0.03131113;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)3) ) ) {
              result[0] += 0.034008406;
            } else {
              result[0] += 0.011666841;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += -0.0084743425;
            } else {
              result[0] += 0.0068723955;
            }
          }
        }
      } else {
        result[0] += -0.021349382;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
            result[0] += -0.024056494;
          } else {
            result[0] += -0.00352782;
          }
        } else {
          result[0] += 0.017814456;
        }
      } else {
        result[0] += 0.050383132;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        result[0] += -0.050287403;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          result[0] += -0.034435328;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            result[0] += 0.0010733188;
          } else {
            result[0] += 0.010571956;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
              result[0] += -0.00072979945;
            } else {
              result[0] += -0.014393737;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += 0.013260684;
            } else {
              result[0] += -0.0073263436;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0092592593282) ) ) {
              result[0] += -0.00018688917;
            } else {
              result[0] += -0.033369314;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
              result[0] += -0.004812135;
            } else {
              result[0] += 0.0025401877;
            }
          }
        }
      } else {
        result[0] += 0.02908629;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)106) ) ) {
              result[0] += 0.010191393;
            } else {
              result[0] += -0.0026662536;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
              result[0] += 0.020658461;
            } else {
              result[0] += 0.0068322304;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.03796068;
            } else {
              result[0] += 0.017337322;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
              result[0] += -0.011428673;
            } else {
              result[0] += 0.007999416;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
            result[0] += 0.004908161;
          } else {
            result[0] += -0.043365944;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
            result[0] += 0.033340972;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
              result[0] += -0.028423164;
            } else {
              result[0] += -0.00091467024;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
              result[0] += 0.00023072716;
            } else {
              result[0] += 0.018408952;
            }
          } else {
            result[0] += 0.024360498;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += 0.00799975;
            } else {
              result[0] += -0.007803616;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.012945557;
            } else {
              result[0] += 0.0020088395;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.02543743;
            } else {
              result[0] += 0.01113696;
            }
          } else {
            result[0] += 0.048275735;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.019494679;
          } else {
            result[0] += 0.00057839375;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.02713415;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.010312649;
            } else {
              result[0] += -0.034367602;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
              result[0] += -0.006539309;
            } else {
              result[0] += 0.022946555;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.02750653;
            } else {
              result[0] += -0.0028175244;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84210526943) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += 0.01514979;
            } else {
              result[0] += -0.0017853709;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.024852877;
            } else {
              result[0] += 0.0066406475;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            result[0] += -0.029365117;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
              result[0] += 0.013141108;
            } else {
              result[0] += -0.0017895341;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.38636362553) ) ) {
              result[0] += 0.0019413537;
            } else {
              result[0] += -0.023500167;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += -0.04333823;
            } else {
              result[0] += 0.005651263;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59259259701) ) ) {
              result[0] += -0.004999034;
            } else {
              result[0] += 0.015053558;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += 0.0044702673;
            } else {
              result[0] += 0.039499443;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += -0.0076878676;
            } else {
              result[0] += -0.03049924;
            }
          } else {
            result[0] += 0.013805303;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.0506562;
            } else {
              result[0] += 0.016026247;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.07468861;
            } else {
              result[0] += 0.010165514;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.22901757061) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.04929326;
            } else {
              result[0] += -0.0054245503;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0072221123;
            } else {
              result[0] += -0.03252561;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8256880641) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.023061696;
            } else {
              result[0] += 0.011325295;
            }
          } else {
            result[0] += -0.0024967876;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.04352105;
            } else {
              result[0] += 0.003313021;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0008089131;
            } else {
              result[0] += 0.017317627;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0012821347;
            } else {
              result[0] += -0.003231259;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81904762983) ) ) {
              result[0] += -0.001392269;
            } else {
              result[0] += 0.015124711;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
              result[0] += -0.0010335821;
            } else {
              result[0] += -0.016850475;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += 0.02589809;
            } else {
              result[0] += -0.03575492;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0014855036;
            } else {
              result[0] += 0.009716279;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
              result[0] += -0.03847904;
            } else {
              result[0] += -0.0010031409;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.0063733156;
            } else {
              result[0] += -0.039560113;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.06388547;
            } else {
              result[0] += -0.009377499;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.01015316;
            } else {
              result[0] += -0.009214926;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += -0.036634456;
            } else {
              result[0] += -0.0050208713;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01830663532) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
              result[0] += 0.0023342639;
            } else {
              result[0] += -0.003124553;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.0032193956;
            } else {
              result[0] += 0.028879335;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            result[0] += 0.04125048;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += -0.027016802;
            } else {
              result[0] += 0.013133145;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
              result[0] += -0.0107283555;
            } else {
              result[0] += -0.027044771;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.008127261;
            } else {
              result[0] += -0.0031709212;
            }
          }
        } else {
          result[0] += -0.035787947;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0017652250826) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += 0.0061401986;
            } else {
              result[0] += -0.016923238;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += 0.036454827;
            } else {
              result[0] += 0.0056153806;
            }
          }
        } else {
          result[0] += -0.026283575;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0018062306;
            } else {
              result[0] += -0.01905575;
            }
          } else {
            result[0] += -0.050009836;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2051) ) ) {
              result[0] += 0.021829315;
            } else {
              result[0] += 0.0050002728;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
              result[0] += 0.00411912;
            } else {
              result[0] += -0.0058240294;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.019949002;
        } else {
          result[0] += 0.0011320607;
        }
      } else {
        result[0] += -0.023874491;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0037863099;
            } else {
              result[0] += 0.005779074;
            }
          } else {
            result[0] += -0.028764514;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += 0.0022100066;
            } else {
              result[0] += 0.015766198;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.007575668;
            } else {
              result[0] += 0.013202461;
            }
          }
        }
      } else {
        result[0] += -0.021105727;
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += -0.0074318214;
        } else {
          result[0] += -0.07278428;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += -0.015308866;
            } else {
              result[0] += -0.03479685;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82692307234) ) ) {
              result[0] += 0.0077529377;
            } else {
              result[0] += -0.00839617;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.043173358;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.015066097;
            } else {
              result[0] += 0.0073327585;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.007884565;
            } else {
              result[0] += 0.007955812;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
              result[0] += -0.008464083;
            } else {
              result[0] += 0.0106387045;
            }
          }
        } else {
          result[0] += -0.03005281;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.051419176;
            } else {
              result[0] += 0.017988414;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.033382904;
            } else {
              result[0] += 0.0007231908;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71296298504) ) ) {
              result[0] += -0.02211001;
            } else {
              result[0] += 0.004141743;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83098590374) ) ) {
              result[0] += 0.012525491;
            } else {
              result[0] += 0.0051434687;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
              result[0] += -0.02445027;
            } else {
              result[0] += 0.009020268;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84210526943) ) ) {
              result[0] += 0.002077997;
            } else {
              result[0] += -0.015762765;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.035450995;
          } else {
            result[0] += 0.00846077;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0006846902;
            } else {
              result[0] += -0.022170145;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0061797;
            } else {
              result[0] += 0.04984678;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.01293422;
            } else {
              result[0] += 0.013534165;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0013239653;
            } else {
              result[0] += -0.00083918974;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += -0.0066525587;
            } else {
              result[0] += 0.012441884;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.056708336;
            } else {
              result[0] += 0.015769212;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71739131212) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
              result[0] += 0.00061872194;
            } else {
              result[0] += 0.011649105;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.031289943;
            } else {
              result[0] += 0.0057748077;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74324321747) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74193549156) ) ) {
              result[0] += 0.022372862;
            } else {
              result[0] += 0.03453307;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += 0.0067824456;
            } else {
              result[0] += 0.0178354;
            }
          }
        } else {
          result[0] += -0.0075657303;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -1.3133066e-05;
            } else {
              result[0] += 0.0086991;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
              result[0] += -0.033797253;
            } else {
              result[0] += -0.0015835848;
            }
          }
        } else {
          result[0] += -0.049747158;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
            result[0] += 0.0025834546;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
              result[0] += 0.0029852015;
            } else {
              result[0] += 0.024358345;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += 0.026347924;
            } else {
              result[0] += 2.7216489e-05;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += -0.018505814;
            } else {
              result[0] += -0.002363336;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.0061268373;
            } else {
              result[0] += 0.009505477;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.056253053;
            } else {
              result[0] += -0.005192757;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
            result[0] += 0.034877904;
          } else {
            result[0] += -0.00845009;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.056746047;
        } else {
          result[0] += -0.01877448;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.011283239;
            } else {
              result[0] += 0.0061555044;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
              result[0] += 0.021044333;
            } else {
              result[0] += -0.009359456;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.017595813;
          } else {
            result[0] += 0.06093759;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)318) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.0029107674;
            } else {
              result[0] += -0.030434925;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.049628712;
            } else {
              result[0] += -0.007354346;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0021820967;
            } else {
              result[0] += -0.0057586282;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
              result[0] += 0.012164383;
            } else {
              result[0] += 0.0010401902;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
              result[0] += -0.00045962824;
            } else {
              result[0] += 0.022534477;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.019701343;
            } else {
              result[0] += -0.042359307;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.007815389;
            } else {
              result[0] += -0.03782764;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)5) ) ) {
              result[0] += 0.003867112;
            } else {
              result[0] += -0.031080578;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)23) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0097592715174) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0025510203559) ) ) {
              result[0] += 0.04324239;
            } else {
              result[0] += 0.014614301;
            }
          } else {
            result[0] += 0.0015425672;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016129031777) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1587) ) ) {
              result[0] += -0.0006000674;
            } else {
              result[0] += 0.01839464;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028678303584) ) ) {
              result[0] += -0.016793687;
            } else {
              result[0] += 0.0023697133;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += 0.012420704;
            } else {
              result[0] += 0.0024385385;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.026146382;
            } else {
              result[0] += 0.00032601858;
            }
          }
        } else {
          result[0] += -0.021246357;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
            result[0] += -0.02662365;
          } else {
            result[0] += -0.049763758;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
              result[0] += -0.0025618754;
            } else {
              result[0] += 0.0065653957;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0017998358;
            } else {
              result[0] += -0.022058904;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
          result[0] += 0.013623527;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            result[0] += -0.032759536;
          } else {
            result[0] += 0.0025401989;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += 0.019961307;
            } else {
              result[0] += -0.01805594;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
              result[0] += 0.026536647;
            } else {
              result[0] += 0.050834168;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
            result[0] += -0.018061277;
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.025870917;
            } else {
              result[0] += -0.0011935283;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          result[0] += 0.027782721;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)125) ) ) {
              result[0] += -0.023351988;
            } else {
              result[0] += -0.0078446;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
              result[0] += 0.006169692;
            } else {
              result[0] += -0.006257215;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          result[0] += -0.03646418;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            result[0] += 0.0069093197;
          } else {
            result[0] += -0.012865691;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87368422747) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
              result[0] += -0.0011780417;
            } else {
              result[0] += 0.0007297322;
            }
          } else {
            result[0] += -0.027613426;
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)660) ) ) {
              result[0] += -0.03161028;
            } else {
              result[0] += -0.004463518;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.010537464;
            } else {
              result[0] += -0.009286508;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += -0.061034143;
        } else {
          result[0] += 0.005833839;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88888889551) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.014842368;
            } else {
              result[0] += 0.0026294414;
            }
          } else {
            result[0] += -0.00838961;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88333332539) ) ) {
            result[0] += 0.010628757;
          } else {
            result[0] += 0.029126957;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
            result[0] += -0.008150171;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
              result[0] += 0.02695685;
            } else {
              result[0] += 0.008479173;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.022238402;
            } else {
              result[0] += -0.011977599;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.018655853;
            } else {
              result[0] += -0.001940722;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
      result[0] += 0.023788031;
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        result[0] += -0.0035271568;
      } else {
        result[0] += 0.0122297825;
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057803466916) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)50) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.00027367167;
            } else {
              result[0] += 0.0031932283;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.015256268;
            } else {
              result[0] += 0.0028990796;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            result[0] += 0.046745006;
          } else {
            result[0] += 0.010640366;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)25) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += -0.007861057;
            } else {
              result[0] += -0.032743823;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.007326007355) ) ) {
              result[0] += 0.01790493;
            } else {
              result[0] += -0.0027844163;
            }
          }
        } else {
          result[0] += 0.024451932;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            result[0] += 0.037111606;
          } else {
            result[0] += 0.0038822421;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.020819779485) ) ) {
              result[0] += 0.012870932;
            } else {
              result[0] += 0.0031632893;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.0029837603;
            } else {
              result[0] += 0.022433406;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.00893117;
            } else {
              result[0] += -0.0019382386;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017524644732) ) ) {
              result[0] += -0.0015849352;
            } else {
              result[0] += -0.023465578;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1587) ) ) {
            result[0] += 0.015238135;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.009372241;
            } else {
              result[0] += 0.008427366;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.09214092046) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.022727273405) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.070917367935) ) ) {
              result[0] += -0.0077038007;
            } else {
              result[0] += -0.029338155;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.54935622215) ) ) {
              result[0] += 0.005871283;
            } else {
              result[0] += -0.013504262;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
            result[0] += -0.03987367;
          } else {
            result[0] += 0.0017622862;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.30000001192) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
              result[0] += 0.009126623;
            } else {
              result[0] += 0.025483578;
            }
          } else {
            result[0] += -0.00917659;
          }
        } else {
          result[0] += -0.0066756755;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.058252427727) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.044303797185) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1360) ) ) {
            result[0] += 0.0106346635;
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0041004987;
            } else {
              result[0] += 0.008832904;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
              result[0] += 0.024046494;
            } else {
              result[0] += 0.010462499;
            }
          } else {
            result[0] += 0.0037258782;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2051) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.08219178021) ) ) {
              result[0] += 0.0041379253;
            } else {
              result[0] += -0.0055654733;
            }
          } else {
            result[0] += 0.010027549;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2633) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)77) ) ) {
              result[0] += -0.0064826417;
            } else {
              result[0] += -0.01966921;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0059435362928) ) ) {
              result[0] += -0.006061694;
            } else {
              result[0] += 0.004411211;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0011015576;
            } else {
              result[0] += -0.0010344129;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.018289143;
            } else {
              result[0] += -0.018537512;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.011011853;
            } else {
              result[0] += 0.024257427;
            }
          } else {
            result[0] += -0.0035938036;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)42) ) ) {
            result[0] += -0.049125966;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)955) ) ) {
              result[0] += 0.011221317;
            } else {
              result[0] += -0.034375962;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.001045135;
            } else {
              result[0] += -0.012726607;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.029596886;
            } else {
              result[0] += 0.0018090236;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += 0.0022097435;
            } else {
              result[0] += -0.047068566;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.059716385;
            } else {
              result[0] += 0.012800549;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.0009973134;
            } else {
              result[0] += -0.04248993;
            }
          } else {
            result[0] += -0.03995819;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1242) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.0045881313;
            } else {
              result[0] += 0.012822548;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
              result[0] += -0.013830435;
            } else {
              result[0] += 0.0149057675;
            }
          }
        } else {
          result[0] += -0.022589527;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.00688062;
            } else {
              result[0] += 0.0064425105;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
              result[0] += -0.031644907;
            } else {
              result[0] += -0.001791384;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
              result[0] += 0.015638515;
            } else {
              result[0] += 0.04005889;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += 0.015289511;
            } else {
              result[0] += -0.0054764105;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
          result[0] += -0.032164477;
        } else {
          result[0] += 0.0055925595;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.019139778;
        } else {
          result[0] += 0.002906386;
        }
      } else {
        result[0] += -0.030341595;
      }
    }
  }
}

