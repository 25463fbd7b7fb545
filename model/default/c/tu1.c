
#include "header.h"

void predict_unit1(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += -0.012098136;
            } else {
              result[0] += -0.0014423045;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.036600094;
            } else {
              result[0] += 0.00700515;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.03541851;
            } else {
              result[0] += -0.059372116;
            }
          } else {
            result[0] += 0.0068049626;
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.028181756;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.010457756;
            } else {
              result[0] += 0.021950034;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.005786689;
            } else {
              result[0] += 0.025019893;
            }
          }
        }
      }
    } else {
      result[0] += 0.022600846;
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += 0.0011519687;
            } else {
              result[0] += 0.022475494;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
              result[0] += 0.0014881771;
            } else {
              result[0] += -0.03065881;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.037967276;
            } else {
              result[0] += 0.004852794;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
              result[0] += -0.061082464;
            } else {
              result[0] += -0.005997538;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
              result[0] += -0.002115726;
            } else {
              result[0] += -0.03435136;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.009213273;
            } else {
              result[0] += 0.030606389;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.040445514;
            } else {
              result[0] += 0.007239956;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
              result[0] += 0.005666364;
            } else {
              result[0] += 0.022271568;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.04094332;
            } else {
              result[0] += -0.010595285;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.09225833;
            } else {
              result[0] += -0.005920484;
            }
          }
        } else {
          result[0] += -0.10029236;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
              result[0] += -0.0024810282;
            } else {
              result[0] += -0.024084399;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
              result[0] += 0.0041425615;
            } else {
              result[0] += 0.033279076;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += -0.0107691055;
            } else {
              result[0] += 0.010951291;
            }
          } else {
            result[0] += -0.057497688;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)72) ) ) {
              result[0] += -0.013733104;
            } else {
              result[0] += 0.00015135709;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.005408903;
            } else {
              result[0] += -0.0587592;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
              result[0] += -0.046318527;
            } else {
              result[0] += -0.10140594;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += 0.0061870296;
            } else {
              result[0] += -0.034179688;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.03619909659) ) ) {
              result[0] += 0.00017592678;
            } else {
              result[0] += -0.023816919;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
              result[0] += 0.0018123307;
            } else {
              result[0] += -0.05586614;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
            result[0] += 0.050354768;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0009823764;
            } else {
              result[0] += 0.028943373;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
            result[0] += 0.034001872;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
              result[0] += 0.0042136847;
            } else {
              result[0] += -0.030739209;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
              result[0] += 0.018773116;
            } else {
              result[0] += 0.03759986;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
              result[0] += 0.024926465;
            } else {
              result[0] += -0.018168;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
              result[0] += 0.010535612;
            } else {
              result[0] += -0.011797584;
            }
          } else {
            result[0] += -0.03357107;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
            result[0] += -0.0457035;
          } else {
            result[0] += -0.017482212;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.015030757;
            } else {
              result[0] += -0.02341847;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
              result[0] += 0.0002283921;
            } else {
              result[0] += 0.004878984;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.01741231;
            } else {
              result[0] += 0.012269004;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.025634473;
            } else {
              result[0] += -0.0015228307;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0032235456;
            } else {
              result[0] += 0.03207721;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.01474627;
            } else {
              result[0] += 0.0046713413;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0028735632077) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.03603483;
            } else {
              result[0] += 0.025801022;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.027027027681) ) ) {
              result[0] += 0.037787568;
            } else {
              result[0] += 0.013772621;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += 0.015859855;
            } else {
              result[0] += -0.05859356;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.028773446;
            } else {
              result[0] += -0.0023948713;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
              result[0] += -0.002706625;
            } else {
              result[0] += -0.045858573;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019065777306) ) ) {
              result[0] += -0.1653112;
            } else {
              result[0] += -0.03682969;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)580) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.002685765503) ) ) {
              result[0] += 0.017929116;
            } else {
              result[0] += 0.033578232;
            }
          } else {
            result[0] += 0.011374376;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0035587188322) ) ) {
            result[0] += -0.053190675;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
              result[0] += -0.037578057;
            } else {
              result[0] += 0.004677526;
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
              result[0] += -0.03165999;
            } else {
              result[0] += -0.010779556;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
              result[0] += -0.000658192;
            } else {
              result[0] += -0.030256195;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.0074093803;
            } else {
              result[0] += 0.015849262;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.025457308;
            } else {
              result[0] += -0.02093862;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.046416502;
          } else {
            result[0] += -0.0007581104;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.018314686;
            } else {
              result[0] += 0.012020645;
            }
          } else {
            result[0] += -0.043351274;
          }
        }
      }
    } else {
      result[0] += 0.021738065;
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.034031685;
            } else {
              result[0] += 0.0021368756;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0127166705;
            } else {
              result[0] += -0.0069630085;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.059350558;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += 0.021842511;
            } else {
              result[0] += 0.035933256;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
              result[0] += 0.01617384;
            } else {
              result[0] += -0.0024978747;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
              result[0] += -4.2896983e-05;
            } else {
              result[0] += 0.0056268875;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
              result[0] += -0.001472688;
            } else {
              result[0] += 0.010788987;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += -0.024736384;
            } else {
              result[0] += -0.0037410483;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
          result[0] += 0.007698064;
        } else {
          result[0] += 0.023263613;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2787) ) ) {
          result[0] += -0.0007566383;
        } else {
          result[0] += 0.015665954;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)37) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014367816038) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.003425187;
            } else {
              result[0] += 0.0053088926;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0021905805916) ) ) {
              result[0] += 0.06434532;
            } else {
              result[0] += 0.0007078498;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.011787781;
            } else {
              result[0] += 0.0043122447;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.010554442;
            } else {
              result[0] += -0.005774852;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
              result[0] += 0.0051285247;
            } else {
              result[0] += 0.02087212;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -8.401534e-05;
            } else {
              result[0] += -0.009396196;
            }
          }
        } else {
          result[0] += 0.03676116;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)213) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.03102848;
            } else {
              result[0] += 0.013941379;
            }
          } else {
            result[0] += -0.018875977;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
              result[0] += -0.013413562;
            } else {
              result[0] += 0.00732719;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
              result[0] += 0.009337488;
            } else {
              result[0] += 0.028032709;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)84) ) ) {
              result[0] += -0.0057446803;
            } else {
              result[0] += -0.03460365;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.052318286;
            } else {
              result[0] += -0.00035579733;
            }
          }
        } else {
          result[0] += 0.02917393;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
            result[0] += 0.02665853;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += -0.024422077;
            } else {
              result[0] += 0.007444225;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
              result[0] += -0.008195019;
            } else {
              result[0] += -0.04352307;
            }
          } else {
            result[0] += 0.0013099913;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.016643843;
            } else {
              result[0] += 0.036826745;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)660) ) ) {
              result[0] += 0.0037977793;
            } else {
              result[0] += 0.022070458;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)117) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)23) ) ) {
              result[0] += 0.011176846;
            } else {
              result[0] += -0.0054690335;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += 0.028188413;
            } else {
              result[0] += 0.0061586886;
            }
          }
        }
      }
    } else {
      result[0] += -0.030713264;
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.0008829933;
            } else {
              result[0] += -0.009062938;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0063387193;
            } else {
              result[0] += -0.052304514;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
              result[0] += -0.00053948275;
            } else {
              result[0] += -0.043270204;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
              result[0] += 0.0048660957;
            } else {
              result[0] += -0.026778316;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)69) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += -0.0077013425;
            } else {
              result[0] += -0.024168339;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.015003155;
            } else {
              result[0] += -0.00086843997;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.049215924;
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.007734126;
            } else {
              result[0] += -0.034930434;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
            result[0] += -0.025289122;
          } else {
            result[0] += -0.04925987;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
              result[0] += 0.0018211335;
            } else {
              result[0] += 0.013137231;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.02369013;
            } else {
              result[0] += 0.0011741683;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
              result[0] += 0.0061189854;
            } else {
              result[0] += 0.016067218;
            }
          } else {
            result[0] += 0.019815909;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1046) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.02735486;
            } else {
              result[0] += 0.011027472;
            }
          } else {
            result[0] += 0.0063167783;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
      result[0] += 0.038608026;
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        result[0] += 0.01820354;
      } else {
        result[0] += -0.0031947398;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += -0.011626635;
            } else {
              result[0] += -0.05391219;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0012090569;
            } else {
              result[0] += 0.0066162567;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
              result[0] += -0.011812007;
            } else {
              result[0] += -0.054209944;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.034744974;
            } else {
              result[0] += -0.011989577;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            result[0] += -0.067783;
          } else {
            result[0] += -0.12789153;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
            result[0] += -0.023010416;
          } else {
            result[0] += 0.016989741;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
              result[0] += 0.0073030726;
            } else {
              result[0] += -0.019589733;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.03991641;
            } else {
              result[0] += 0.017177535;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            result[0] += -0.052933782;
          } else {
            result[0] += 0.011465474;
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)660) ) ) {
            result[0] += -0.057681758;
          } else {
            result[0] += -0.0011860705;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0097323600203) ) ) {
              result[0] += -0.013955437;
            } else {
              result[0] += 0.001747503;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)52) ) ) {
              result[0] += 0.024026552;
            } else {
              result[0] += -0.025779191;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0031471227;
            } else {
              result[0] += 0.014236294;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.048471887;
            } else {
              result[0] += 0.0007904754;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.0126035465;
            } else {
              result[0] += 0.027927056;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.017447973;
            } else {
              result[0] += -0.007627272;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.036363635212) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)279) ) ) {
              result[0] += -0.00053386687;
            } else {
              result[0] += -0.021301111;
            }
          } else {
            result[0] += -0.07131225;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
              result[0] += -0.0032422405;
            } else {
              result[0] += 0.013139757;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1587) ) ) {
              result[0] += 0.010399996;
            } else {
              result[0] += 0.034408227;
            }
          }
        }
      }
    } else {
      result[0] += -0.035200577;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.0028851745;
            } else {
              result[0] += -0.04336019;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.012992349;
            } else {
              result[0] += 0.0030253418;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
              result[0] += 0.012864512;
            } else {
              result[0] += 0.04293056;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
              result[0] += -0.018473053;
            } else {
              result[0] += -0.002724595;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.859375) ) ) {
              result[0] += 0.017341372;
            } else {
              result[0] += -0.01724332;
            }
          } else {
            result[0] += -0.025270535;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.0053153876;
            } else {
              result[0] += 0.023236655;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.0067279846;
            } else {
              result[0] += -0.05389752;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.05278769;
        } else {
          result[0] += -0.019597575;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
              result[0] += 0.017160645;
            } else {
              result[0] += -0.020470923;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.011184371;
            } else {
              result[0] += 0.016098524;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.017144432;
            } else {
              result[0] += -0.039927192;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.02922847;
            } else {
              result[0] += 0.010849153;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += 0.0042188033;
            } else {
              result[0] += 0.0387908;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
              result[0] += -0.013402067;
            } else {
              result[0] += 0.004374003;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += 0.0015225788;
            } else {
              result[0] += -0.020062288;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0072812894;
            } else {
              result[0] += -0.0023727869;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
          result[0] += -0.049641956;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.007948659;
            } else {
              result[0] += -0.025041832;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.012689659;
            } else {
              result[0] += -0.042988416;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
          result[0] += 0.0212481;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)502) ) ) {
            result[0] += 0.05673731;
          } else {
            result[0] += 0.031394046;
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
              result[0] += 0.008911032;
            } else {
              result[0] += -0.02948536;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += 0.029511739;
            } else {
              result[0] += 0.009076047;
            }
          }
        } else {
          result[0] += -0.023133323;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0023316182;
            } else {
              result[0] += 0.0046693846;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0056806714;
            } else {
              result[0] += -0.09479206;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.025942424;
            } else {
              result[0] += -0.01978535;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.02135994;
            } else {
              result[0] += 0.0010060841;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.016091516;
            } else {
              result[0] += 0.0325184;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.022936443;
            } else {
              result[0] += 0.015845085;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.031880826;
            } else {
              result[0] += 0.01205141;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0022842288;
            } else {
              result[0] += -0.008992275;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
        result[0] += -0.06523049;
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.005480542;
        } else {
          result[0] += -0.06390739;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.013422818854) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.011093936;
          } else {
            result[0] += 0.020020245;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)235) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
              result[0] += 0.013631085;
            } else {
              result[0] += 0.026441718;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7942122221) ) ) {
              result[0] += 0.00036180957;
            } else {
              result[0] += 0.012638976;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
          result[0] += -0.02593016;
        } else {
          result[0] += 0.008869559;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
        result[0] += -0.022537993;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          result[0] += -0.00748456;
        } else {
          result[0] += 0.007332632;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084626235068) ) ) {
              result[0] += -0.0075917034;
            } else {
              result[0] += 0.019285025;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1424) ) ) {
              result[0] += -0.04915627;
            } else {
              result[0] += -0.014028693;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0073307226;
            } else {
              result[0] += 0.026209658;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83999997377) ) ) {
              result[0] += -0.0004818568;
            } else {
              result[0] += -0.039321195;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
              result[0] += -0.027243702;
            } else {
              result[0] += -0.0053743282;
            }
          } else {
            result[0] += 0.008187973;
          }
        } else {
          result[0] += -0.054947343;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        result[0] += 0.010692192;
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.045173954;
        } else {
          result[0] += 0.0122349225;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.01412066;
            } else {
              result[0] += -0.004992596;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0071892217;
            } else {
              result[0] += 0.05764855;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
              result[0] += 1.3767399e-05;
            } else {
              result[0] += 0.011188483;
            }
          } else {
            result[0] += -0.03535591;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.0115626035;
            } else {
              result[0] += 0.00057934754;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += 0.0086301705;
            } else {
              result[0] += 0.02982004;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
              result[0] += -0.048318364;
            } else {
              result[0] += -0.021397775;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
              result[0] += 0.020351654;
            } else {
              result[0] += -0.028595809;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += 0.010702203;
            } else {
              result[0] += -0.02878942;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88571429253) ) ) {
              result[0] += 0.029585687;
            } else {
              result[0] += 0.0131729115;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.7942122221) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.024558347;
            } else {
              result[0] += 0.0043710736;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
              result[0] += 0.02717498;
            } else {
              result[0] += 0.0033796069;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          result[0] += -0.043470033;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
            result[0] += -0.021702945;
          } else {
            result[0] += 0.00476464;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      result[0] += -0.03193467;
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0009398586;
            } else {
              result[0] += -0.009899453;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.019521726;
            } else {
              result[0] += -0.09662088;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.005277419;
            } else {
              result[0] += 0.05221234;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.017749412;
            } else {
              result[0] += -0.0011270036;
            }
          }
        }
      } else {
        result[0] += 0.03818425;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.024072868749) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019417475909) ) ) {
              result[0] += 0.012514576;
            } else {
              result[0] += -0.006103824;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
              result[0] += 0.023078192;
            } else {
              result[0] += 0.003344812;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.032258063555) ) ) {
            result[0] += -0.011577589;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.050000000745) ) ) {
              result[0] += 0.0032609326;
            } else {
              result[0] += -0.008072769;
            }
          }
        }
      } else {
        result[0] += -0.025666645;
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.03495453;
            } else {
              result[0] += 0.00040411996;
            }
          } else {
            result[0] += -0.06901507;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
              result[0] += -0.003813545;
            } else {
              result[0] += 0.015303803;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)205) ) ) {
              result[0] += -0.014152244;
            } else {
              result[0] += -0.00093020947;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.57142859697) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.00032578735;
            } else {
              result[0] += 0.024188941;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.022861196;
            } else {
              result[0] += 0.00814923;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            result[0] += 0.040049396;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.006312308;
            } else {
              result[0] += 0.023695817;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.003513618;
            } else {
              result[0] += -0.017358676;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
              result[0] += 0.014650074;
            } else {
              result[0] += -0.0018940818;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.044757683;
          } else {
            result[0] += -0.011885422;
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
              result[0] += -0.021960463;
            } else {
              result[0] += -0.056184407;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
              result[0] += 0.0019096514;
            } else {
              result[0] += -0.051994123;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.00093275396;
            } else {
              result[0] += 0.015863467;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.026331455;
            } else {
              result[0] += 0.0049570305;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
        result[0] += -0.03906569;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.012515697;
          } else {
            result[0] += 0.035550896;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
              result[0] += 0.02242048;
            } else {
              result[0] += -0.033472907;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
              result[0] += 0.009362316;
            } else {
              result[0] += 0.0021984598;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.42857143283) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
              result[0] += 0.015244036;
            } else {
              result[0] += 0.040788475;
            }
          } else {
            result[0] += 0.0044506276;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.64788734913) ) ) {
            result[0] += -0.009231843;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
              result[0] += 0.026033362;
            } else {
              result[0] += -0.003369664;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
              result[0] += 0.0018256031;
            } else {
              result[0] += 0.030583922;
            }
          } else {
            result[0] += -0.030819604;
          }
        } else {
          result[0] += -0.033746894;
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.04195759;
      } else {
        if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)800) ) ) {
          result[0] += 0.010994799;
        } else {
          result[0] += 0.02677894;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0014974574;
            } else {
              result[0] += 0.0058765733;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0021918442;
            } else {
              result[0] += -0.025707161;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.011396456;
            } else {
              result[0] += -0.0124613885;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.038058795;
            } else {
              result[0] += 0.06492623;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.01115436;
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019065777306) ) ) {
            result[0] += -0.123607755;
          } else {
            result[0] += -0.034913965;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0043572983705) ) ) {
            result[0] += -0.017572856;
          } else {
            result[0] += 0.014966567;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.056281157;
            } else {
              result[0] += 0.026962617;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.007906106;
            } else {
              result[0] += 0.030669514;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.027941262;
            } else {
              result[0] += 0.021992665;
            }
          } else {
            result[0] += 0.034836434;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017566688359) ) ) {
              result[0] += -0.02926965;
            } else {
              result[0] += -0.0015230413;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.013838802;
            } else {
              result[0] += 0.0036437248;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.0031161313;
            } else {
              result[0] += -0.036383078;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.07270907;
            } else {
              result[0] += -0.0024748365;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)462) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.021181485;
            } else {
              result[0] += -0.0030047866;
            }
          } else {
            result[0] += 0.0590388;
          }
        }
      } else {
        result[0] += 0.034987595;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)279) ) ) {
          result[0] += -0.008043329;
        } else {
          result[0] += -0.08373632;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.028600698;
            } else {
              result[0] += 0.0029256952;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.0045604217;
            } else {
              result[0] += 0.01623574;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
              result[0] += 0.020631783;
            } else {
              result[0] += -0.00023158675;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1587) ) ) {
              result[0] += 0.008421944;
            } else {
              result[0] += 0.031131929;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)12) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -2.7335573e-05;
            } else {
              result[0] += 0.00701761;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.043250058;
            } else {
              result[0] += -0.0047049425;
            }
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.037761223;
            } else {
              result[0] += 0.011908787;
            }
          } else {
            result[0] += -0.012550567;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
              result[0] += -0.0077476674;
            } else {
              result[0] += -0.0262982;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.05263957;
            } else {
              result[0] += -0.0050143967;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.019106563;
            } else {
              result[0] += -0.0010395388;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += 0.0015052232;
            } else {
              result[0] += 0.014283704;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
              result[0] += 0.005571178;
            } else {
              result[0] += 0.016077813;
            }
          } else {
            result[0] += 0.038540054;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.012309114;
            } else {
              result[0] += -0.0035990754;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.011375148;
            } else {
              result[0] += 0.030564351;
            }
          }
        }
      } else {
        result[0] += -0.02479072;
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
        result[0] += 0.0041887043;
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
          result[0] += 0.022060862;
        } else {
          result[0] += 0.006988582;
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
          result[0] += 0.0017169503;
        } else {
          result[0] += 0.013573684;
        }
      } else {
        result[0] += -0.009949843;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += -0.00879709;
            } else {
              result[0] += -0.03469125;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0012602633;
            } else {
              result[0] += 0.036562286;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
              result[0] += 0.0037762825;
            } else {
              result[0] += 0.03147435;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
              result[0] += -0.0053996365;
            } else {
              result[0] += 0.014099925;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.049239136;
            } else {
              result[0] += -0.02532957;
            }
          } else {
            result[0] += 0.031453438;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.018429061;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
              result[0] += -0.009391158;
            } else {
              result[0] += 0.008475605;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027874564752) ) ) {
              result[0] += 0.014724746;
            } else {
              result[0] += -0.021352552;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.056544255;
            } else {
              result[0] += -0.0052450476;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.0025636763;
            } else {
              result[0] += 0.032067627;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.07529273;
            } else {
              result[0] += 0.033338457;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
              result[0] += -0.0015498289;
            } else {
              result[0] += 0.024138084;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += -0.014359309;
            } else {
              result[0] += -0.044007815;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.020779220387) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
              result[0] += 0.003743481;
            } else {
              result[0] += -0.037227243;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.047632556;
            } else {
              result[0] += -0.0040049227;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += 0.012692735;
            } else {
              result[0] += 0.05039836;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += -0.030374039;
            } else {
              result[0] += 0.008597107;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0025744594;
            } else {
              result[0] += 0.015141688;
            }
          } else {
            result[0] += -0.021546861;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
          result[0] += -0.032308772;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
              result[0] += 0.012909333;
            } else {
              result[0] += -0.0063666278;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += -0.02249754;
            } else {
              result[0] += 0.00046035097;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.032604948;
            } else {
              result[0] += 0.002753486;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
              result[0] += -0.059871208;
            } else {
              result[0] += -0.01964916;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)147) ) ) {
              result[0] += 0.009118407;
            } else {
              result[0] += 0.030434966;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
              result[0] += -0.01208411;
            } else {
              result[0] += 0.0003094222;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
              result[0] += 0.0019797438;
            } else {
              result[0] += 0.025116721;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.019839518;
            } else {
              result[0] += 0.03399742;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0005046335;
            } else {
              result[0] += 0.020616226;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
              result[0] += 0.018899485;
            } else {
              result[0] += 0.063916095;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += -0.00020431296;
            } else {
              result[0] += -0.022879599;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
              result[0] += 0.021601245;
            } else {
              result[0] += 0.0025101197;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.008385731;
            } else {
              result[0] += 0.010379857;
            }
          } else {
            result[0] += -0.048266765;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
            result[0] += -0.004324538;
          } else {
            result[0] += -0.03691196;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.0049738223;
          } else {
            result[0] += -0.010715581;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.02231763;
            } else {
              result[0] += -0.001116617;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.031294774;
            } else {
              result[0] += -0.014430004;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.010738627;
          } else {
            result[0] += -0.11837365;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045121952891) ) ) {
            result[0] += -0.0564727;
          } else {
            result[0] += -0.006900751;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
              result[0] += 0.02513901;
            } else {
              result[0] += -0.0052930745;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.02576789;
            } else {
              result[0] += 0.0022595664;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72000002861) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += 0.011774635;
            } else {
              result[0] += -0.018577235;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 0.03446128;
            } else {
              result[0] += 0.0071326694;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.020356523;
            } else {
              result[0] += 0.0059255566;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
              result[0] += 0.015649304;
            } else {
              result[0] += 0.0025900907;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          result[0] += 0.01222294;
        } else {
          result[0] += -0.057533383;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.0099233715;
            } else {
              result[0] += 0.006019806;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.0010342598;
            } else {
              result[0] += -0.04744275;
            }
          }
        } else {
          result[0] += -0.03395998;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.010398559;
            } else {
              result[0] += 0.03760616;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
              result[0] += 0.00803181;
            } else {
              result[0] += -0.00631575;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.03867149;
            } else {
              result[0] += -0.008330095;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0005834356;
            } else {
              result[0] += 0.012193821;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0035046693;
            } else {
              result[0] += 0.00015984823;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.00027108635;
            } else {
              result[0] += -0.03823298;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.00890923;
            } else {
              result[0] += 0.027067695;
            }
          } else {
            result[0] += -0.022942005;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            result[0] += -0.04661611;
          } else {
            result[0] += -0.004502775;
          }
        } else {
          result[0] += -0.1016935;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017094017938) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.019033272;
            } else {
              result[0] += 0.04868454;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0062959077768) ) ) {
              result[0] += -0.032868132;
            } else {
              result[0] += 0.01001964;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.010144633;
            } else {
              result[0] += -0.07786707;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014880952425) ) ) {
              result[0] += 0.004808315;
            } else {
              result[0] += 0.034785654;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017566688359) ) ) {
          result[0] += -0.047794595;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73529410362) ) ) {
              result[0] += 0.005089514;
            } else {
              result[0] += -0.022059005;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.021276595071) ) ) {
              result[0] += 0.028349632;
            } else {
              result[0] += -0.015689136;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)177) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73529410362) ) ) {
              result[0] += 0.006158996;
            } else {
              result[0] += -0.001397358;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)112) ) ) {
              result[0] += -0.030241743;
            } else {
              result[0] += -0.0005609062;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)972) ) ) {
              result[0] += 0.011309336;
            } else {
              result[0] += 0.018874504;
            }
          } else {
            result[0] += 0.0060787876;
          }
        }
      } else {
        result[0] += -0.0229812;
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80000001192) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.00839699;
            } else {
              result[0] += 0.014163573;
            }
          } else {
            result[0] += -0.0387081;
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
              result[0] += -0.01537018;
            } else {
              result[0] += 0.017951434;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.00080387585;
            } else {
              result[0] += -0.028707081;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0023672406;
            } else {
              result[0] += 0.04465807;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.028901607;
            } else {
              result[0] += -0.0040105605;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.006235856;
            } else {
              result[0] += 0.012425446;
            }
          } else {
            result[0] += 0.05318427;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += -0.032076396;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44444444776) ) ) {
              result[0] += 0.0009388413;
            } else {
              result[0] += 0.0055754227;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.14285714924) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0018225072;
            } else {
              result[0] += 0.0047046742;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
              result[0] += -0.06936438;
            } else {
              result[0] += -0.014163767;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.01592698;
            } else {
              result[0] += 0.021628134;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)235) ) ) {
              result[0] += -0.020922057;
            } else {
              result[0] += -0.047776487;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += -0.00047140365;
            } else {
              result[0] += -0.021588366;
            }
          } else {
            result[0] += -0.045905825;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)166) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.019402493;
            } else {
              result[0] += 0.005310863;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.047800846;
            } else {
              result[0] += 0.0154170245;
            }
          }
        } else {
          result[0] += 0.040487602;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
            result[0] += -0.055152204;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += 0.010797709;
            } else {
              result[0] += -0.0206978;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1140) ) ) {
              result[0] += 0.015181966;
            } else {
              result[0] += 0.034407113;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.0084994305;
            } else {
              result[0] += 0.0026516402;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.012048573;
        } else {
          result[0] += 0.024531469;
        }
      } else {
        result[0] += 0.0019630885;
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)35) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          result[0] += 0.0027333472;
        } else {
          result[0] += -0.010007384;
        }
      } else {
        result[0] += 0.010651484;
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)106) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += -0.0017693492;
            } else {
              result[0] += -0.017807331;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.003615755;
            } else {
              result[0] += -0.003452655;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)96) ) ) {
              result[0] += 0.0053128987;
            } else {
              result[0] += 0.0255422;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0066681243;
            } else {
              result[0] += -0.024255661;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          result[0] += 0.027623434;
        } else {
          result[0] += 0.011965926;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
              result[0] += 0.006471757;
            } else {
              result[0] += 0.018323628;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.024452044;
            } else {
              result[0] += 0.0073433705;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.033117887;
            } else {
              result[0] += 0.004119215;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
              result[0] += -0.022478044;
            } else {
              result[0] += 0.0043502836;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
          result[0] += -0.06546558;
        } else {
          result[0] += 0.0012093964;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
              result[0] += 0.0057570264;
            } else {
              result[0] += -0.0031570129;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += -0.036720175;
            } else {
              result[0] += -0.00748085;
            }
          }
        } else {
          result[0] += -0.041952852;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)177) ) ) {
              result[0] += 0.015925769;
            } else {
              result[0] += 0.0038525034;
            }
          } else {
            result[0] += -0.022449795;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0076923076995) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.010078151;
            } else {
              result[0] += -0.026141677;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += -0.008265341;
            } else {
              result[0] += 0.0036222376;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
            result[0] += 0.0071407505;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.04354926;
            } else {
              result[0] += 0.016143315;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += 0.01392625;
            } else {
              result[0] += -0.019603357;
            }
          } else {
            result[0] += 0.026031453;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)231) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
              result[0] += 0.0028224292;
            } else {
              result[0] += 0.020991426;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.010250776;
            } else {
              result[0] += -0.040963735;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)41) ) ) {
              result[0] += 0.011271797;
            } else {
              result[0] += -0.005752653;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.0462497;
            } else {
              result[0] += 0.00834492;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.008086278;
            } else {
              result[0] += 0.016361011;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.011474649;
            } else {
              result[0] += -0.03344659;
            }
          }
        } else {
          result[0] += 0.022197597;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          result[0] += -0.005873027;
        } else {
          result[0] += -0.051187545;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += 0.03568045;
            } else {
              result[0] += 0.011952542;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.0027404844;
            } else {
              result[0] += -0.0340586;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.018646382;
            } else {
              result[0] += -0.050462324;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.009289796;
            } else {
              result[0] += 0.019007783;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.040794056;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.0017342903;
            } else {
              result[0] += 0.024236338;
            }
          } else {
            result[0] += -0.006636685;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)80) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0012917418;
            } else {
              result[0] += -0.005059177;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += -0.050508536;
            } else {
              result[0] += -0.012263629;
            }
          }
        } else {
          if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)999) ) ) {
            result[0] += 0.03564728;
          } else {
            result[0] += 0.014775366;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
              result[0] += 0.0047280085;
            } else {
              result[0] += 0.01542444;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.009370008;
            } else {
              result[0] += 0.027142717;
            }
          }
        } else {
          result[0] += -0.020265562;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += -0.0224438;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            result[0] += -0.06410979;
          } else {
            result[0] += -0.029077223;
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += 0.046343036;
            } else {
              result[0] += -0.0029256328;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.078045;
            } else {
              result[0] += 0.002594962;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.01852394;
            } else {
              result[0] += -0.026711566;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
              result[0] += -0.0067742104;
            } else {
              result[0] += 0.004350947;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
              result[0] += -0.0027733028;
            } else {
              result[0] += -0.019691676;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0010900571;
            } else {
              result[0] += -0.0045785476;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
            result[0] += 0.029119262;
          } else {
            result[0] += 0.013509951;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)400) ) ) {
          result[0] += 0.036049344;
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.007858838;
            } else {
              result[0] += -0.006174569;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01511879079) ) ) {
              result[0] += 0.025387917;
            } else {
              result[0] += 0.008600706;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.015810689;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.013314912;
            } else {
              result[0] += 0.010209246;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.022633344;
            } else {
              result[0] += -0.0856218;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += 0.0061960644;
            } else {
              result[0] += -0.035646267;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
              result[0] += -0.0015074055;
            } else {
              result[0] += -0.044975083;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.023894405;
            } else {
              result[0] += -0.079402834;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.031746033579) ) ) {
              result[0] += -0.0008518379;
            } else {
              result[0] += -0.043374654;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
              result[0] += 0.0035676793;
            } else {
              result[0] += 0.02397102;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
          result[0] += -0.009867369;
        } else {
          result[0] += -0.03639404;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          result[0] += -0.00028868506;
        } else {
          result[0] += 0.010179513;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.029125778;
            } else {
              result[0] += 0.012175031;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
              result[0] += 0.0009212224;
            } else {
              result[0] += 0.013257787;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75471699238) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
              result[0] += -0.041423168;
            } else {
              result[0] += 0.0046107015;
            }
          } else {
            result[0] += 0.016235577;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
          result[0] += 0.021107264;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += -0.018544963;
            } else {
              result[0] += 0.0017170096;
            }
          } else {
            result[0] += -0.02738837;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)510) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.008443544;
            } else {
              result[0] += 2.7561739e-05;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.026701018;
            } else {
              result[0] += -0.012123068;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)163) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.013385114;
            } else {
              result[0] += -0.058860403;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += -0.00389937;
            } else {
              result[0] += 0.013613055;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.011802528;
            } else {
              result[0] += 0.003267203;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
              result[0] += -0.02487167;
            } else {
              result[0] += -0.09618505;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0037688564;
            } else {
              result[0] += 0.0075715864;
            }
          } else {
            result[0] += -0.050824028;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0011435015;
            } else {
              result[0] += 0.013920963;
            }
          } else {
            result[0] += -0.04684509;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2250) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0086058517918) ) ) {
              result[0] += 0.016488349;
            } else {
              result[0] += -0.011713788;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)47) ) ) {
              result[0] += -0.004353025;
            } else {
              result[0] += 0.007319392;
            }
          }
        }
      } else {
        result[0] += -0.03298163;
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
              result[0] += -0.003442339;
            } else {
              result[0] += -0.02659523;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.029586706;
            } else {
              result[0] += 0.008316544;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.06908824;
            } else {
              result[0] += -0.00977097;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.035693064;
            } else {
              result[0] += -0.007253343;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
              result[0] += -0.0041373014;
            } else {
              result[0] += 0.016660059;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.050663393;
            } else {
              result[0] += 0.0011150559;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)462) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.036510643;
            } else {
              result[0] += 0.0076286956;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.041831616;
            } else {
              result[0] += 0.01373902;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
        result[0] += -0.017704014;
      } else {
        result[0] += -0.06385375;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += -0.004525772;
            } else {
              result[0] += -0.022017084;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.013966945;
            } else {
              result[0] += 0.002222088;
            }
          }
        } else {
          result[0] += -0.043501087;
        }
      } else {
        result[0] += 0.021969337;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83098590374) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78676468134) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += 0.00043090197;
            } else {
              result[0] += 0.019996908;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.004574572;
            } else {
              result[0] += 0.010115288;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)110) ) ) {
              result[0] += -0.009933658;
            } else {
              result[0] += 0.011457878;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += -0.051425017;
            } else {
              result[0] += -0.018497925;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88888889551) ) ) {
              result[0] += 0.017611599;
            } else {
              result[0] += 0.0027958925;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
              result[0] += -0.056541152;
            } else {
              result[0] += 0.009108472;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
            result[0] += -0.03330335;
          } else {
            result[0] += -0.013458467;
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
              result[0] += 0.0050911694;
            } else {
              result[0] += -0.007026218;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.011754307;
            } else {
              result[0] += 0.0009786392;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
            result[0] += -0.030049333;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.015371735;
            } else {
              result[0] += 0.013859208;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.019023104;
            } else {
              result[0] += -0.0063991393;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)73) ) ) {
              result[0] += 0.01932468;
            } else {
              result[0] += 0.050514568;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.0045254487;
            } else {
              result[0] += 0.035291392;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.03148593;
            } else {
              result[0] += -0.00020827241;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)323) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
            result[0] += -0.03334635;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.044696413;
            } else {
              result[0] += 0.005636524;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            result[0] += -0.03650915;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.0012976034;
            } else {
              result[0] += -0.019283747;
            }
          }
        }
      } else {
        result[0] += -0.042674508;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.029695967;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0005871728;
            } else {
              result[0] += -0.005403817;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.020189375;
            } else {
              result[0] += 0.0025286733;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.023028905;
            } else {
              result[0] += 6.0738013e-05;
            }
          }
        }
      } else {
        result[0] += 0.036841225;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.01886435;
          } else {
            result[0] += -0.042339124;
          }
        } else {
          result[0] += -0.08957718;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += 0.007811387;
        } else {
          result[0] += -0.017134896;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.021108180285) ) ) {
            result[0] += -0.015117011;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.014062694;
            } else {
              result[0] += 0.03418583;
            }
          }
        } else {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += 0.036532495;
            } else {
              result[0] += 0.06741941;
            }
          } else {
            result[0] += 0.0017460817;
          }
        }
      } else {
        result[0] += -0.017827453;
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.0008442808;
            } else {
              result[0] += -0.007406288;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)3) ) ) {
              result[0] += 0.012714877;
            } else {
              result[0] += 0.02897445;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.027862106;
            } else {
              result[0] += 0.012565196;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
              result[0] += -0.0016176349;
            } else {
              result[0] += 0.021559045;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.018181817606) ) ) {
              result[0] += -0.03722408;
            } else {
              result[0] += -0.0067775636;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0001883063;
            } else {
              result[0] += -0.079639025;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0059435362928) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.071984432638) ) ) {
              result[0] += 0.002705644;
            } else {
              result[0] += -0.012093078;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += 0.015362809;
            } else {
              result[0] += -0.009265698;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)5) ) ) {
              result[0] += -0.0004857143;
            } else {
              result[0] += -0.03501314;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.016952952;
            } else {
              result[0] += -0.0709893;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.023581965;
            } else {
              result[0] += -0.0028730028;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.030598262;
            } else {
              result[0] += 0.011812891;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.0051428154;
            } else {
              result[0] += -0.018386139;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
              result[0] += -0.014894242;
            } else {
              result[0] += -0.05458057;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014880952425) ) ) {
              result[0] += -0.021823972;
            } else {
              result[0] += 0.0100006;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.0041236714;
            } else {
              result[0] += 0.028130317;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0063468786;
            } else {
              result[0] += -0.008883311;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
              result[0] += -0.043114904;
            } else {
              result[0] += -0.0040225657;
            }
          }
        } else {
          result[0] += 0.037620265;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)215) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)205) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0027868855;
            } else {
              result[0] += 0.04135685;
            }
          } else {
            result[0] += 0.04991;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.014354295;
            } else {
              result[0] += -0.015522422;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.0134501625;
            } else {
              result[0] += 0.020568302;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += 0.011942337;
            } else {
              result[0] += -0.006836727;
            }
          } else {
            result[0] += 0.028763652;
          }
        } else {
          result[0] += 0.031848956;
        }
      } else {
        result[0] += 0.032813147;
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0029587871;
            } else {
              result[0] += 0.011600584;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)4588) ) ) {
              result[0] += -0.05177619;
            } else {
              result[0] += -0.0028410635;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0037523452193) ) ) {
            result[0] += -0.04954719;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0028229752;
            } else {
              result[0] += -0.009081245;
            }
          }
        }
      } else {
        result[0] += -0.03047849;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.000254989;
            } else {
              result[0] += 0.01086391;
            }
          } else {
            result[0] += 0.037092477;
          }
        } else {
          result[0] += 0.028933605;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
              result[0] += -0.022181084;
            } else {
              result[0] += 0.009554445;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.00045299288;
            } else {
              result[0] += -0.051068075;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)153) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.009503938;
            } else {
              result[0] += 0.030837629;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0055755144;
            } else {
              result[0] += 0.003554495;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.007425862;
            } else {
              result[0] += 0.019413134;
            }
          } else {
            result[0] += -0.015475596;
          }
        } else {
          result[0] += -0.024563307;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          result[0] += -0.028632212;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
            result[0] += 0.03382496;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0039590467;
            } else {
              result[0] += 0.00690713;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += 0.021516979;
          } else {
            result[0] += -0.0064551034;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += 0.03622491;
            } else {
              result[0] += 0.0065488145;
            }
          } else {
            result[0] += 0.047173705;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.020162426;
            } else {
              result[0] += -0.010110479;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.021320349;
            } else {
              result[0] += 0.0014213376;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0089820362628) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
              result[0] += 0.009848713;
            } else {
              result[0] += 0.037774116;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014234875329) ) ) {
              result[0] += -0.01300651;
            } else {
              result[0] += 0.0035166391;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.022143856;
        } else {
          result[0] += 0.0027232342;
        }
      } else {
        result[0] += -0.052100863;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
    result[0] += -0.028319586;
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
              result[0] += -0.002337859;
            } else {
              result[0] += 0.0032161323;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += -0.05505845;
            } else {
              result[0] += -0.012361928;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
              result[0] += 0.0058794594;
            } else {
              result[0] += -0.0005295056;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
              result[0] += -0.032166343;
            } else {
              result[0] += -0.011779735;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += 0.0037792008;
            } else {
              result[0] += -0.02886884;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.010853442;
            } else {
              result[0] += -0.009435976;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)202) ) ) {
            result[0] += -0.0071295775;
          } else {
            result[0] += -0.056085862;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
              result[0] += -0.006801548;
            } else {
              result[0] += 0.010900176;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0013190492;
            } else {
              result[0] += -0.022070112;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.012225982;
            } else {
              result[0] += 0.006807348;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011290322989) ) ) {
              result[0] += -0.055505015;
            } else {
              result[0] += -0.013310097;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.013216366;
            } else {
              result[0] += 0.026369829;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0071428571828) ) ) {
              result[0] += 0.005334239;
            } else {
              result[0] += 0.012371242;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.003916276;
            } else {
              result[0] += 0.011702808;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += -0.028797537;
            } else {
              result[0] += 0.003295658;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.020819779485) ) ) {
              result[0] += 0.000416853;
            } else {
              result[0] += -0.0044975025;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.024682533;
            } else {
              result[0] += -0.015568233;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += -0.0028071979;
            } else {
              result[0] += -0.039395764;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0058518564;
            } else {
              result[0] += -0.016823335;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
          result[0] += 0.001886315;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7763158083) ) ) {
              result[0] += 0.035644293;
            } else {
              result[0] += 0.015288803;
            }
          } else {
            result[0] += 0.013175263;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.03969068;
            } else {
              result[0] += -0.002303641;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81481480598) ) ) {
              result[0] += 0.012178166;
            } else {
              result[0] += -0.020188106;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.0060037766;
            } else {
              result[0] += 0.02694801;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0054268814;
            } else {
              result[0] += -0.033473995;
            }
          }
        }
      } else {
        result[0] += 0.0256429;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
              result[0] += -0.0028546185;
            } else {
              result[0] += 0.008638228;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += -0.01206717;
            } else {
              result[0] += -0.056520026;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90277779102) ) ) {
              result[0] += 0.016407445;
            } else {
              result[0] += -0.0009300566;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)210) ) ) {
              result[0] += -0.031500816;
            } else {
              result[0] += 0.008694939;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87096774578) ) ) {
              result[0] += 0.0025756871;
            } else {
              result[0] += -0.019303633;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85365855694) ) ) {
              result[0] += 0.02641883;
            } else {
              result[0] += 0.010253864;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += -0.0059293094;
            } else {
              result[0] += -0.052319225;
            }
          } else {
            result[0] += -0.0031550645;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
        result[0] += -0.026573628;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          result[0] += -0.020906888;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
            result[0] += 0.01092805;
          } else {
            result[0] += 0.0003117339;
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
              result[0] += -0.040664412;
            } else {
              result[0] += -0.010563839;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.640625) ) ) {
              result[0] += 0.018696273;
            } else {
              result[0] += -0.00076878973;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.002455617;
            } else {
              result[0] += -0.024549102;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
              result[0] += 0.008208414;
            } else {
              result[0] += -0.043285158;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0066225165501) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.002294584;
            } else {
              result[0] += 0.010891632;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
              result[0] += 0.016335202;
            } else {
              result[0] += -0.009319659;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += -0.051597465;
            } else {
              result[0] += -0.001828979;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.013143864;
            } else {
              result[0] += -0.01423076;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
              result[0] += -0.007362984;
            } else {
              result[0] += -0.021210534;
            }
          } else {
            result[0] += 0.04805915;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.0038476475;
          } else {
            result[0] += -0.048840333;
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += 0.039072353;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
              result[0] += -0.004230271;
            } else {
              result[0] += -0.027956957;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
              result[0] += 0.005076426;
            } else {
              result[0] += -0.026294997;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
              result[0] += 0.013918102;
            } else {
              result[0] += 0.025889957;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.016645527;
            } else {
              result[0] += 0.0011470377;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)602) ) ) {
              result[0] += 0.02343375;
            } else {
              result[0] += 0.008142071;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += -0.009217418;
            } else {
              result[0] += -0.034594845;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
              result[0] += 0.0297717;
            } else {
              result[0] += -0.001145756;
            }
          }
        }
      } else {
        result[0] += -0.031364605;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
        result[0] += 0.026290378;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
          result[0] += -0.0016163326;
        } else {
          result[0] += 0.018466225;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0003137599;
            } else {
              result[0] += -0.021227054;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.0025332193;
            } else {
              result[0] += 0.004044233;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)202) ) ) {
              result[0] += 0.024252972;
            } else {
              result[0] += -0.01806246;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.02921795;
            } else {
              result[0] += 0.006086431;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.020724691;
            } else {
              result[0] += 0.0034569667;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += 0.038110863;
            } else {
              result[0] += -0.0033889108;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.00080911483;
            } else {
              result[0] += -0.026611527;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
              result[0] += 0.016181273;
            } else {
              result[0] += -0.014825589;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65789473057) ) ) {
              result[0] += 0.011104322;
            } else {
              result[0] += -0.00023292101;
            }
          } else {
            result[0] += -0.027136717;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.039237153;
            } else {
              result[0] += -0.0077090883;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.0067388415;
            } else {
              result[0] += -0.004660037;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.024159443;
            } else {
              result[0] += 0.013660818;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.04188435;
            } else {
              result[0] += 0.007961852;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
              result[0] += -0.00315535;
            } else {
              result[0] += -0.036553066;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
              result[0] += 0.01154707;
            } else {
              result[0] += -0.00078812335;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)73) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2559) ) ) {
              result[0] += 0.0033369064;
            } else {
              result[0] += 0.023168487;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4949) ) ) {
              result[0] += 0.02251716;
            } else {
              result[0] += 0.03584494;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
            result[0] += 0.00039741356;
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.008665491;
            } else {
              result[0] += 0.018417377;
            }
          }
        }
      } else {
        result[0] += -0.0036870677;
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            result[0] += 0.021006562;
          } else {
            result[0] += 0.0070479824;
          }
        } else {
          result[0] += -0.0131877735;
        }
      } else {
        result[0] += -0.033955675;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += -0.030278686;
            } else {
              result[0] += -0.011719991;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.00088681467;
            } else {
              result[0] += 0.012642852;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.027013956;
            } else {
              result[0] += -0.08657029;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.03890341;
            } else {
              result[0] += -0.010506712;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.018727627;
            } else {
              result[0] += -0.0027510626;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.016702961;
            } else {
              result[0] += 0.010569087;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.051665645;
            } else {
              result[0] += 0.013594891;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += -0.08145451;
            } else {
              result[0] += 0.015128285;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.63492065668) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.005196545;
          } else {
            result[0] += 0.019162713;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            result[0] += 0.0342457;
          } else {
            result[0] += 0.009747568;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
          result[0] += -0.030645097;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
              result[0] += 0.0019003863;
            } else {
              result[0] += 0.024663193;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
              result[0] += -0.020915497;
            } else {
              result[0] += 0.015188421;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.030558592;
            } else {
              result[0] += 0.0043603634;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += 0.006013603;
            } else {
              result[0] += -0.013032752;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
            result[0] += -0.05615687;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.05165189;
            } else {
              result[0] += 0.010522454;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.019454153;
            } else {
              result[0] += 0.011031741;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.03801317;
            } else {
              result[0] += -0.004425918;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += 0.027298724;
            } else {
              result[0] += -0.010230809;
            }
          } else {
            result[0] += 0.048076563;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.009692261;
            } else {
              result[0] += -0.003665652;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += -0.031301707;
            } else {
              result[0] += -0.0066318116;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.060288202;
            } else {
              result[0] += -0.02500139;
            }
          } else {
            result[0] += 0.014670505;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0045358283;
            } else {
              result[0] += 0.034940235;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += 0.016479906;
            } else {
              result[0] += -0.012986069;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0037654974;
            } else {
              result[0] += -0.06834903;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -0.00017597122;
            } else {
              result[0] += 0.01180319;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1587) ) ) {
              result[0] += -4.5677003e-05;
            } else {
              result[0] += 0.0052032373;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.008390861;
            } else {
              result[0] += -0.011252112;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1000) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.016099563;
            } else {
              result[0] += -0.004766774;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
              result[0] += -0.03614579;
            } else {
              result[0] += -0.005517015;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)88) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.012631788;
            } else {
              result[0] += -0.010545959;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += 0.027026689;
            } else {
              result[0] += 0.042360526;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.008546188;
            } else {
              result[0] += -0.02983951;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += 0.025370657;
            } else {
              result[0] += 0.003233357;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.042348213;
        } else {
          result[0] += 0.023547543;
        }
      } else {
        result[0] += 0.0061666896;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.015466312;
            } else {
              result[0] += 0.027620485;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += -0.011964141;
            } else {
              result[0] += -0.028500149;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
            result[0] += 0.031869452;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.014815206;
            } else {
              result[0] += 0.011496089;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          result[0] += -0.07397773;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.010296529;
            } else {
              result[0] += 0.02375809;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
              result[0] += -0.0052008443;
            } else {
              result[0] += -0.051884253;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.03218063;
            } else {
              result[0] += 0.0071476325;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.016534885;
            } else {
              result[0] += 0.011756081;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.0076043233;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)129) ) ) {
              result[0] += 0.04560768;
            } else {
              result[0] += 0.026063291;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.005107275;
            } else {
              result[0] += 0.0067314953;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)558) ) ) {
              result[0] += -0.02400016;
            } else {
              result[0] += 0.011958243;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += 0.029351119;
            } else {
              result[0] += 0.006731566;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0040846854;
            } else {
              result[0] += -0.013459622;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3289) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
              result[0] += -0.00047107178;
            } else {
              result[0] += 0.0025458664;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)151) ) ) {
              result[0] += -0.017220847;
            } else {
              result[0] += -0.0022572137;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.01698987;
            } else {
              result[0] += 0.043518156;
            }
          } else {
            result[0] += 0.01382936;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += -0.010597813;
            } else {
              result[0] += 0.005691042;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
              result[0] += -0.00067286886;
            } else {
              result[0] += -0.0256896;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0058069634;
            } else {
              result[0] += 0.0064418367;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.015384609;
            } else {
              result[0] += -0.007871539;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)247) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)73) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)32) ) ) {
            result[0] += 0.0011402786;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += 0.00924047;
            } else {
              result[0] += 0.026935397;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)7633) ) ) {
              result[0] += 0.011979167;
            } else {
              result[0] += 0.00044931588;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)112) ) ) {
              result[0] += -0.0076191374;
            } else {
              result[0] += -9.143737e-05;
            }
          }
        }
      } else {
        result[0] += 0.025997652;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004554326646) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += 0.004066944;
            } else {
              result[0] += 0.029641319;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.05647802;
            } else {
              result[0] += -0.00091226865;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
              result[0] += 0.014112159;
            } else {
              result[0] += 0.043908283;
            }
          } else {
            result[0] += -0.022632346;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          result[0] += -0.031018863;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            result[0] += 0.012042205;
          } else {
            result[0] += -0.004788823;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            result[0] += -0.004953449;
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
              result[0] += 0.023255013;
            } else {
              result[0] += 0.0013783127;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012195121497) ) ) {
              result[0] += -0.018264858;
            } else {
              result[0] += -0.005159885;
            }
          } else {
            result[0] += 0.0068847574;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01830663532) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
            result[0] += -0.028744994;
          } else {
            result[0] += 0.015015659;
          }
        } else {
          result[0] += -0.04940794;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.00072755147;
            } else {
              result[0] += 0.006778183;
            }
          } else {
            result[0] += -0.030821612;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0033186805;
            } else {
              result[0] += -0.009105996;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.03340138;
            } else {
              result[0] += 0.0115516735;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
              result[0] += 0.008905932;
            } else {
              result[0] += 0.033368763;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.00449261;
            } else {
              result[0] += -0.023180107;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.0028424168;
          } else {
            result[0] += -0.039660063;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
              result[0] += -0.010044719;
            } else {
              result[0] += -0.04775551;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.06193908;
            } else {
              result[0] += -0.00079602376;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.01516902;
            } else {
              result[0] += -0.06251927;
            }
          } else {
            result[0] += -0.11289766;
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.005220675;
            } else {
              result[0] += 0.01026165;
            }
          } else {
            result[0] += 0.017208872;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.004897531;
          } else {
            result[0] += -0.022305496;
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
              result[0] += 0.008410742;
            } else {
              result[0] += 0.0379894;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.0007525285;
            } else {
              result[0] += 0.025023108;
            }
          }
        } else {
          result[0] += -0.017470373;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += 0.052536797;
        } else {
          result[0] += 0.009443649;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.027027027681) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.022727273405) ) ) {
              result[0] += -0.0012026321;
            } else {
              result[0] += -0.06327642;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += -0.017688934;
            } else {
              result[0] += 0.0110587105;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.017770771;
            } else {
              result[0] += -0.0053823716;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
              result[0] += -0.024821414;
            } else {
              result[0] += 0.007598576;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
            result[0] += 0.010706893;
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.029272793;
            } else {
              result[0] += 0.047134712;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            result[0] += -0.030731065;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += -0.0046305116;
            } else {
              result[0] += 0.002913785;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.0033591879;
            } else {
              result[0] += -0.021502614;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.060180467;
            } else {
              result[0] += -0.019872261;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += -0.0014794054;
            } else {
              result[0] += -0.03303946;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
              result[0] += 0.004261452;
            } else {
              result[0] += -0.034303904;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
              result[0] += 0.0015782549;
            } else {
              result[0] += -0.011819228;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)205) ) ) {
              result[0] += 0.012035942;
            } else {
              result[0] += -1.32267905e-05;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
              result[0] += -0.06784653;
            } else {
              result[0] += -0.006409265;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += 0.02576658;
            } else {
              result[0] += 0.005889581;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.016435558;
            } else {
              result[0] += -0.0022595373;
            }
          } else {
            result[0] += 0.030294446;
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2787) ) ) {
              result[0] += 0.0019512177;
            } else {
              result[0] += 0.014302315;
            }
          } else {
            result[0] += -0.020885054;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83098590374) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
            result[0] += -0.06279536;
          } else {
            result[0] += -0.027531603;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83999997377) ) ) {
              result[0] += 0.028372929;
            } else {
              result[0] += -4.897516e-05;
            }
          } else {
            result[0] += -0.021604175;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0050479365;
            } else {
              result[0] += -0.022031013;
            }
          } else {
            result[0] += -0.0376398;
          }
        } else {
          result[0] += 0.039581772;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += -0.012113846;
            } else {
              result[0] += 0.002098737;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.07928761;
            } else {
              result[0] += -0.008566741;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.011939113;
            } else {
              result[0] += 0.034942497;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.0007083728;
            } else {
              result[0] += 0.0070220763;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.047169812024) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            result[0] += -0.039625444;
          } else {
            result[0] += -0.0012646707;
          }
        } else {
          result[0] += -0.08412465;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += -0.028190507;
            } else {
              result[0] += 0.0044002803;
            }
          } else {
            result[0] += -0.033060234;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
              result[0] += 0.015730148;
            } else {
              result[0] += -0.001623032;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.008128899;
            } else {
              result[0] += 0.003263569;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)360) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += -0.0018656781;
            } else {
              result[0] += -0.02800124;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.016999064;
            } else {
              result[0] += 0.007494195;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)220) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.012649401;
            } else {
              result[0] += 0.0028565412;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
              result[0] += 0.019844618;
            } else {
              result[0] += -0.0026990518;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
              result[0] += 0.0112712635;
            } else {
              result[0] += 0.0015337988;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += -0.015975567;
            } else {
              result[0] += 0.005451133;
            }
          }
        } else {
          result[0] += -0.03556308;
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.03615142;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.018122038;
          } else {
            result[0] += 0.0028971077;
          }
        }
      } else {
        result[0] += 0.00032889357;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
            result[0] += -0.026705531;
          } else {
            result[0] += 0.008270874;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += -0.02982775;
          } else {
            result[0] += -0.017374596;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.025186425;
            } else {
              result[0] += -0.0021770191;
            }
          } else {
            result[0] += 0.04144756;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            result[0] += -0.05728337;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
              result[0] += -0.0030744427;
            } else {
              result[0] += 0.00536894;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.009547765;
        } else {
          result[0] += 0.046159822;
        }
      } else {
        result[0] += -0.009581726;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
              result[0] += 0.013006637;
            } else {
              result[0] += -0.0062084426;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += 0.0033135954;
            } else {
              result[0] += 0.028194522;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0033771477;
            } else {
              result[0] += 0.021923201;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0006524475;
            } else {
              result[0] += -0.04328079;
            }
          }
        }
      } else {
        result[0] += -0.048257586;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        result[0] += 0.032981005;
      } else {
        result[0] += -7.847885e-05;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
              result[0] += -0.0040004076;
            } else {
              result[0] += 0.008421908;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0014328933;
            } else {
              result[0] += 0.017747415;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.024826594;
            } else {
              result[0] += 0.0013104216;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.0027400984;
            } else {
              result[0] += -0.031282976;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
              result[0] += 0.045328315;
            } else {
              result[0] += 0.011115013;
            }
          } else {
            result[0] += -0.0009954515;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0086058517918) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -5.3365464e-05;
            } else {
              result[0] += 0.011915231;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
              result[0] += 0.022941774;
            } else {
              result[0] += -0.00043647038;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04033832252) ) ) {
              result[0] += -0.01551069;
            } else {
              result[0] += 0.007892899;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.073943659663) ) ) {
              result[0] += -0.010623777;
            } else {
              result[0] += -0.037511777;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
              result[0] += 0.01644873;
            } else {
              result[0] += 0.0036773782;
            }
          } else {
            result[0] += 0.029110923;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
              result[0] += -0.027781716;
            } else {
              result[0] += -0.007093495;
            }
          } else {
            result[0] += -0.0537689;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.027027027681) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.0031828692;
            } else {
              result[0] += -0.012135348;
            }
          } else {
            result[0] += 0.009223002;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)88) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0033965919;
            } else {
              result[0] += 0.0049744523;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
              result[0] += -0.04506917;
            } else {
              result[0] += -0.0088315215;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0021731001;
            } else {
              result[0] += 0.01843019;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
              result[0] += 0.0066745267;
            } else {
              result[0] += -0.009642223;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.008555936;
            } else {
              result[0] += 0.030391792;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
              result[0] += -0.005645134;
            } else {
              result[0] += 0.021318901;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.011828314;
            } else {
              result[0] += -0.010972909;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
              result[0] += -0.09601721;
            } else {
              result[0] += -0.019920241;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.012177892;
            } else {
              result[0] += 0.03862516;
            }
          } else {
            result[0] += -0.026548443;
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            result[0] += -0.002041884;
          } else {
            result[0] += -0.03359219;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0019465613;
            } else {
              result[0] += -0.008428179;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.013647866;
            } else {
              result[0] += -0.025117079;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.006972684;
            } else {
              result[0] += -0.038093623;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
              result[0] += -0.0028086917;
            } else {
              result[0] += 0.008581362;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            result[0] += -0.027795453;
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.008776429;
            } else {
              result[0] += -0.0013680884;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.030225722;
            } else {
              result[0] += 0.003971941;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0015606668;
            } else {
              result[0] += 0.007730834;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016018306836) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.025376016;
            } else {
              result[0] += 0.048640624;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
              result[0] += 0.006234111;
            } else {
              result[0] += -0.0017039947;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84210526943) ) ) {
              result[0] += -0.0025931427;
            } else {
              result[0] += -0.03423569;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80000001192) ) ) {
              result[0] += 0.01731466;
            } else {
              result[0] += 0.0056254454;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
              result[0] += -0.00944649;
            } else {
              result[0] += 0.016831351;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)154) ) ) {
              result[0] += -0.019084474;
            } else {
              result[0] += -0.0045174444;
            }
          }
        } else {
          result[0] += -0.029778734;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
          result[0] += 0.020749018;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.020107927;
            } else {
              result[0] += -0.015683105;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += -0.0038669705;
            } else {
              result[0] += -0.031393513;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        result[0] += -0.022876462;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.38636362553) ) ) {
              result[0] += -0.019321663;
            } else {
              result[0] += 0.028254842;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += 0.018199315;
            } else {
              result[0] += 0.046089515;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
              result[0] += -0.013215857;
            } else {
              result[0] += 0.008443887;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.015557857;
            } else {
              result[0] += 0.010466822;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.022791976;
          } else {
            result[0] += 0.05199219;
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += 0.011051188;
            } else {
              result[0] += 0.060993213;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.014618905;
            } else {
              result[0] += -0.0040722275;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.045382872;
          } else {
            result[0] += -0.004153905;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.033482272;
            } else {
              result[0] += 0.018029409;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.007503472;
            } else {
              result[0] += -0.018279891;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.00022953111;
            } else {
              result[0] += -0.0028791814;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
              result[0] += 0.012409751;
            } else {
              result[0] += -6.735304e-05;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72727274895) ) ) {
              result[0] += 0.010539545;
            } else {
              result[0] += 0.026746128;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
              result[0] += 0.016081423;
            } else {
              result[0] += -0.025415173;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += -0.011297788;
            } else {
              result[0] += -0.0414655;
            }
          } else {
            result[0] += 0.012260365;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85714286566) ) ) {
              result[0] += 0.0015515544;
            } else {
              result[0] += -0.015787922;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.012150525;
            } else {
              result[0] += -0.019134184;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += 0.022380987;
            } else {
              result[0] += 0.0050759106;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += 0.005632821;
            } else {
              result[0] += -0.016362378;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += -0.0061214804;
            } else {
              result[0] += -0.013207197;
            }
          } else {
            result[0] += 0.0006517647;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
            result[0] += 0.029786486;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.021178914;
            } else {
              result[0] += 0.010824439;
            }
          }
        } else {
          result[0] += 0.012434524;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
        result[0] += -0.02322677;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += 0.01675452;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += -0.02402176;
            } else {
              result[0] += -0.010579509;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.009396502;
            } else {
              result[0] += -0.004587859;
            }
          }
        }
      }
    } else {
      result[0] += -0.043373875;
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2787) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += -0.00071622693;
            } else {
              result[0] += -0.030329734;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.021549067;
            } else {
              result[0] += -0.0014878694;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 0.0259808;
            } else {
              result[0] += 0.0041961246;
            }
          } else {
            result[0] += 0.02750051;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)88) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
              result[0] += 0.013917975;
            } else {
              result[0] += -0.020467829;
            }
          } else {
            result[0] += 0.04944871;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -0.0029689053;
            } else {
              result[0] += 0.011578914;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
              result[0] += 0.01218599;
            } else {
              result[0] += -0.0019297268;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.0098437965;
            } else {
              result[0] += 0.04215102;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.015860444;
            } else {
              result[0] += 0.0031561696;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
              result[0] += 0.044943422;
            } else {
              result[0] += 0.016183292;
            }
          } else {
            result[0] += -0.0016841022;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
          result[0] += 0.0041735717;
        } else {
          result[0] += -0.04968869;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.007854127;
            } else {
              result[0] += -0.032600563;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.016495323;
            } else {
              result[0] += -0.007236186;
            }
          }
        } else {
          result[0] += -0.040881082;
        }
      } else {
        result[0] += 0.0188973;
      }
    } else {
      result[0] += -0.045692902;
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0006908283;
            } else {
              result[0] += 0.003934607;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += -0.004542792;
            } else {
              result[0] += 0.00963521;
            }
          }
        } else {
          result[0] += -0.03260851;
        }
      } else {
        result[0] += 0.033297434;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
            result[0] += -0.0189475;
          } else {
            result[0] += -0.006181327;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.004100879;
            } else {
              result[0] += 0.010682483;
            }
          } else {
            result[0] += -0.01419844;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
          result[0] += -0.04443864;
        } else {
          result[0] += 0.0017951897;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += -0.0072915326;
            } else {
              result[0] += -0.023060389;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.019689297;
            } else {
              result[0] += -0.0026299553;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += 0.011002722;
            } else {
              result[0] += 0.0005377165;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.028527508;
            } else {
              result[0] += 0.012843889;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.051813066;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
              result[0] += -8.834072e-05;
            } else {
              result[0] += -0.013028167;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.013278297;
            } else {
              result[0] += 0.038242824;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.0010118069;
            } else {
              result[0] += 0.0027479706;
            }
          }
        }
      }
    } else {
      result[0] += 0.031110296;
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.015668359;
            } else {
              result[0] += -0.0027818517;
            }
          } else {
            result[0] += 0.03408184;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
            result[0] += 0.017005468;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88333332539) ) ) {
              result[0] += -0.0036713262;
            } else {
              result[0] += 0.008131309;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          result[0] += 0.0055221985;
        } else {
          result[0] += 0.036101636;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.02242006;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          result[0] += -0.041701347;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8269231319) ) ) {
              result[0] += -0.009210982;
            } else {
              result[0] += 0.030143281;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
              result[0] += -0.008344935;
            } else {
              result[0] += 0.011377243;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
              result[0] += -0.00027307437;
            } else {
              result[0] += -0.014725566;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
              result[0] += 0.022368066;
            } else {
              result[0] += 0.0006077483;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += 0.03558321;
            } else {
              result[0] += 0.00801887;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.05568396;
            } else {
              result[0] += -0.003424026;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += -0.014100501;
            } else {
              result[0] += -0.00046941987;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += 0.033632107;
            } else {
              result[0] += 0.0004209533;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.012507237;
            } else {
              result[0] += -0.0010284851;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1046) ) ) {
              result[0] += 0.018387906;
            } else {
              result[0] += 0.00059904426;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += -0.023434972;
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += 0.0013856039;
            } else {
              result[0] += -0.021668492;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0131610455;
            } else {
              result[0] += 0.03530458;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
              result[0] += 0.0089616105;
            } else {
              result[0] += 0.018313188;
            }
          }
        }
      } else {
        result[0] += -0.03410675;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)123) ) ) {
              result[0] += 0.00509089;
            } else {
              result[0] += 0.027586494;
            }
          } else {
            result[0] += -0.02324103;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0017652250826) ) ) {
              result[0] += 0.031538755;
            } else {
              result[0] += 0.007463795;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.018222446;
            } else {
              result[0] += 0.013150603;
            }
          }
        }
      } else {
        result[0] += -0.023429275;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
        result[0] += -0.025022382;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
          result[0] += 0.026331011;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)348) ) ) {
              result[0] += -0.0003069949;
            } else {
              result[0] += -0.02532707;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1303) ) ) {
              result[0] += 0.01758746;
            } else {
              result[0] += 0.007951415;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.008192118;
            } else {
              result[0] += 0.000464074;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
              result[0] += 0.0011178915;
            } else {
              result[0] += -0.014520968;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.004150379;
            } else {
              result[0] += -0.0017282276;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += -0.003497374;
            } else {
              result[0] += 0.015654644;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)91) ) ) {
              result[0] += 0.0058247745;
            } else {
              result[0] += 0.02374767;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)46) ) ) {
              result[0] += -0.013531019;
            } else {
              result[0] += -0.0034435652;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
            result[0] += -0.051530924;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.026482934;
            } else {
              result[0] += -0.000655972;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
            result[0] += 0.036638618;
          } else {
            result[0] += 0.01677712;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
            result[0] += -0.024297219;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)225) ) ) {
              result[0] += 0.0008242805;
            } else {
              result[0] += 0.022433884;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.01312013;
            } else {
              result[0] += -0.0032578693;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
              result[0] += 0.006604592;
            } else {
              result[0] += -0.0011627517;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.007964541;
            } else {
              result[0] += -0.011351008;
            }
          } else {
            result[0] += -0.03104592;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.020341868;
          } else {
            result[0] += 0.034638334;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84558820724) ) ) {
              result[0] += 0.00996433;
            } else {
              result[0] += 0.030222345;
            }
          } else {
            result[0] += 0.007210836;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84810125828) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.015050167;
            } else {
              result[0] += -0.012751172;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.010703902;
            } else {
              result[0] += 0.025721774;
            }
          }
        } else {
          result[0] += -0.010438965;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.0020241188;
            } else {
              result[0] += 0.010390163;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += 0.008947086;
            } else {
              result[0] += -0.010956721;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            result[0] += 0.013444247;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += -0.02554128;
            } else {
              result[0] += -0.003917296;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          result[0] += -0.044381164;
        } else {
          result[0] += 0.021079918;
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -9.0753274e-05;
            } else {
              result[0] += -0.0051647834;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0068853027;
            } else {
              result[0] += -0.0404418;
            }
          }
        } else {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.01174409;
          } else {
            result[0] += 0.029524082;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
              result[0] += -0.01262447;
            } else {
              result[0] += -0.034428846;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.011277378;
            } else {
              result[0] += 0.014634334;
            }
          }
        } else {
          result[0] += -0.062343687;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.007212106;
            } else {
              result[0] += -0.008575605;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.034474846;
            } else {
              result[0] += 0.0038673643;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
              result[0] += -0.016668273;
            } else {
              result[0] += 6.370996e-05;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0016739598;
            } else {
              result[0] += 0.013278775;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.061485182;
            } else {
              result[0] += 0.0010708387;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.036984254;
            } else {
              result[0] += -0.024387842;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.023762526;
            } else {
              result[0] += -0.0014388108;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.009853008;
            } else {
              result[0] += 0.014266579;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
        result[0] += 0.017721374;
      } else {
        result[0] += 0.0318741;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        result[0] += -0.00840207;
      } else {
        result[0] += 0.01155959;
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.00091356365;
            } else {
              result[0] += -0.019751055;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016260161996) ) ) {
              result[0] += 0.0043274434;
            } else {
              result[0] += -0.017179806;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010752688162) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.038980577;
            } else {
              result[0] += 0.017952172;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65789473057) ) ) {
              result[0] += -0.0038368877;
            } else {
              result[0] += 0.0068813167;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.01099164;
            } else {
              result[0] += 0.01765924;
            }
          } else {
            result[0] += -0.047894996;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.0006663357;
            } else {
              result[0] += -0.0095119625;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
              result[0] += 0.013330397;
            } else {
              result[0] += 0.0004890384;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += 0.0041185324;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
          result[0] += 0.038141366;
        } else {
          result[0] += 0.016845793;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.029701198;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += -0.00024126195;
            } else {
              result[0] += -0.030962992;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += 0.018619563;
            } else {
              result[0] += -0.004263056;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            result[0] += -0.021889424;
          } else {
            result[0] += -0.092049025;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.012375169;
            } else {
              result[0] += 0.022164045;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.00023287511;
            } else {
              result[0] += -0.043162655;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02234636806) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011711125262) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
              result[0] += 0.0036456224;
            } else {
              result[0] += 0.021988565;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
              result[0] += 0.037774213;
            } else {
              result[0] += 0.001847492;
            }
          }
        } else {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.03586736;
          } else {
            result[0] += -0.0060382904;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.010143257;
            } else {
              result[0] += -0.02040969;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.025487645;
            } else {
              result[0] += -0.058571197;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010752688162) ) ) {
              result[0] += -0.0031441231;
            } else {
              result[0] += 0.008575583;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)5) ) ) {
              result[0] += 0.023868874;
            } else {
              result[0] += 0.0026422776;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.017956357;
            } else {
              result[0] += -0.003004848;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.019489584;
            } else {
              result[0] += -0.023933163;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0058364207;
            } else {
              result[0] += 0.04035756;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += -0.0015684055;
            } else {
              result[0] += -0.026899947;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.06070866;
          } else {
            result[0] += -0.02115632;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.02369441;
          } else {
            result[0] += 0.0132662235;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.013800842;
            } else {
              result[0] += 0.0021531738;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.023556476;
            } else {
              result[0] += -0.0030961677;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.07368709;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.023593616;
            } else {
              result[0] += 0.01084317;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.005422164;
            } else {
              result[0] += -0.040271107;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += 0.0076883696;
            } else {
              result[0] += 0.0010065675;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0037460027;
            } else {
              result[0] += 0.003213634;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045714285225) ) ) {
              result[0] += 0.002602004;
            } else {
              result[0] += -0.0104716495;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.02930871;
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
              result[0] += -0.0012356398;
            } else {
              result[0] += 0.008996899;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
              result[0] += -0.03600926;
            } else {
              result[0] += -0.01745202;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
              result[0] += 0.0144533245;
            } else {
              result[0] += -0.029203935;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
              result[0] += 0.023746816;
            } else {
              result[0] += 0.0042959293;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.028116746;
            } else {
              result[0] += 0.0037039674;
            }
          } else {
            result[0] += 0.035383843;
          }
        } else {
          result[0] += 0.04602693;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += -0.041804723;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)392) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)195) ) ) {
              result[0] += -0.018754447;
            } else {
              result[0] += -0.003722113;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += 0.028383581;
            } else {
              result[0] += -0.0008135756;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
              result[0] += 0.0056113997;
            } else {
              result[0] += -0.008481546;
            }
          } else {
            result[0] += -0.031377222;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)287) ) ) {
              result[0] += 0.008022697;
            } else {
              result[0] += 0.022093741;
            }
          } else {
            result[0] += -0.010411599;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043643262237) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0047058821656) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.0012582516;
            } else {
              result[0] += -0.006586966;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.011367288;
            } else {
              result[0] += 0.04089203;
            }
          }
        } else {
          result[0] += -0.03906369;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016528924927) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
              result[0] += -0.033661038;
            } else {
              result[0] += -0.01302765;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0010772237;
            } else {
              result[0] += 0.018065965;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.045346957;
            } else {
              result[0] += 0.02716527;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += -0.016507335;
            } else {
              result[0] += 0.017495047;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.046341463923) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
          result[0] += -0.042014968;
        } else {
          result[0] += -0.02274103;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.025099529;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.018774148;
            } else {
              result[0] += -0.002255105;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.063109956682) ) ) {
            result[0] += 0.013605612;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.0027692744;
            } else {
              result[0] += -0.013721888;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0011450887;
            } else {
              result[0] += -0.009781826;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
              result[0] += -0.0047032945;
            } else {
              result[0] += -0.07709889;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.021023653;
            } else {
              result[0] += -0.017822089;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091086532921) ) ) {
              result[0] += -0.0124301305;
            } else {
              result[0] += 0.0027900522;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.010478897;
            } else {
              result[0] += -0.02926519;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0044571455;
            } else {
              result[0] += 0.023457637;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
              result[0] += -0.0036529407;
            } else {
              result[0] += 0.001971111;
            }
          } else {
            result[0] += -0.028993214;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004554326646) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
            result[0] += 0.0037091435;
          } else {
            result[0] += 0.042685304;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)400) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
              result[0] += -0.025913987;
            } else {
              result[0] += 0.0034233516;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
              result[0] += -0.00029005742;
            } else {
              result[0] += 0.014606756;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
              result[0] += -0.025241569;
            } else {
              result[0] += 0.0085332915;
            }
          } else {
            result[0] += -0.040860865;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2051) ) ) {
              result[0] += 0.009543606;
            } else {
              result[0] += -0.0045541595;
            }
          } else {
            result[0] += -0.02575383;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
      result[0] += 0.030259911;
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        result[0] += -0.000667184;
      } else {
        result[0] += 0.017363634;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.09214092046) ) ) {
              result[0] += -0.00011512373;
            } else {
              result[0] += 0.019121166;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)263) ) ) {
              result[0] += 0.012749448;
            } else {
              result[0] += 0.038504902;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.00492443;
            } else {
              result[0] += -0.03782398;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
              result[0] += -0.032952446;
            } else {
              result[0] += 0.001607498;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1755) ) ) {
              result[0] += 0.0081406;
            } else {
              result[0] += 0.022398913;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.00015711975;
            } else {
              result[0] += -0.0069502653;
            }
          }
        } else {
          result[0] += -0.013720552;
        }
      }
    } else {
      result[0] += 0.028757513;
    }
  } else {
    result[0] += -0.033763766;
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
              result[0] += -0.008948559;
            } else {
              result[0] += 0.022255208;
            }
          } else {
            result[0] += -0.046718966;
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
              result[0] += -0.0012817124;
            } else {
              result[0] += 0.0035520822;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += 0.011582162;
            } else {
              result[0] += 0.027814968;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            result[0] += -0.018276367;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
              result[0] += 0.012068356;
            } else {
              result[0] += -0.0077586705;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += -0.0072499453;
            } else {
              result[0] += -0.033165004;
            }
          } else {
            result[0] += -0.06373563;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004554326646) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.028447732;
            } else {
              result[0] += 0.0041986555;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += -0.0012829211;
            } else {
              result[0] += 0.012002473;
            }
          }
        } else {
          result[0] += -0.018660612;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
          result[0] += -0.029187003;
        } else {
          result[0] += 0.00012484482;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0023252212;
            } else {
              result[0] += 0.010213702;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
              result[0] += 0.039918613;
            } else {
              result[0] += 0.021860747;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)625) ) ) {
              result[0] += -0.004246535;
            } else {
              result[0] += 0.022224877;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.028431106;
            } else {
              result[0] += 0.014045201;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)625) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.007532695;
            } else {
              result[0] += -0.017661104;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.03276726;
            } else {
              result[0] += 0.012748635;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.060553897;
            } else {
              result[0] += -0.018151427;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.009024757;
            } else {
              result[0] += -0.027847795;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
            result[0] += -0.0020625636;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
              result[0] += -0.018430784;
            } else {
              result[0] += -0.05913315;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0013131014;
            } else {
              result[0] += -0.018185852;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.085889570415) ) ) {
              result[0] += -0.04447573;
            } else {
              result[0] += -0.0018463988;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.0019365976;
            } else {
              result[0] += 0.013851914;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
              result[0] += -0.024685709;
            } else {
              result[0] += 0.0010220534;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
            result[0] += 0.029041827;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.008060146;
            } else {
              result[0] += -0.0020307796;
            }
          }
        }
      }
    }
  }
}

