
#include "header.h"

void predict_unit3(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.0038220664;
            } else {
              result[0] += 0.018104628;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.025329012;
            } else {
              result[0] += -0.0015092649;
            }
          }
        } else {
          result[0] += 0.0360437;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            result[0] += -0.036496304;
          } else {
            result[0] += 0.008653223;
          }
        } else {
          result[0] += -0.059519447;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.061883796;
        } else {
          result[0] += -0.0003511216;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73323768377) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
              result[0] += 0.005342646;
            } else {
              result[0] += -0.002362223;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.0043172757;
            } else {
              result[0] += 0.02699385;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.005039183;
            } else {
              result[0] += 0.048813518;
            }
          } else {
            result[0] += -0.031175181;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003902439028) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.043561287224) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.010861302726) ) ) {
              result[0] += -0.01246988;
            } else {
              result[0] += 0.027862132;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35338193178) ) ) {
              result[0] += -0.043841578;
            } else {
              result[0] += 0.015186797;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22227196395) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += -0.061344694;
            } else {
              result[0] += -0.009376883;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311781228) ) ) {
              result[0] += 0.00831596;
            } else {
              result[0] += -0.016062504;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31430438161) ) ) {
              result[0] += 0.03074739;
            } else {
              result[0] += 0.0006865418;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
              result[0] += -0.008779964;
            } else {
              result[0] += -0.00055449846;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311781228) ) ) {
            result[0] += -0.046126958;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68213629723) ) ) {
              result[0] += -0.0005479075;
            } else {
              result[0] += -0.002437074;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          result[0] += -0.04247063;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.071114115417) ) ) {
              result[0] += 0.054654744;
            } else {
              result[0] += 0.017210836;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.72623002529) ) ) {
              result[0] += 0.013831149;
            } else {
              result[0] += -0.0024088689;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.48571428657) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23775185645) ) ) {
              result[0] += -0.009968882;
            } else {
              result[0] += 0.0037239857;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.013412068;
            } else {
              result[0] += -0.0027070963;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14449611306) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24397140741) ) ) {
              result[0] += 0.00943175;
            } else {
              result[0] += -0.011118686;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1284943521) ) ) {
              result[0] += 0.030913195;
            } else {
              result[0] += 0.0029224793;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += -0.0009466521;
            } else {
              result[0] += -0.008003135;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)112) ) ) {
              result[0] += 0.009356455;
            } else {
              result[0] += 0.00031618422;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            result[0] += 0.028828878;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9389313459) ) ) {
              result[0] += 0.012289116;
            } else {
              result[0] += -0.011085044;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76345038414) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
              result[0] += -0.0018277925;
            } else {
              result[0] += -0.027531017;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.65018874407) ) ) {
              result[0] += 0.036407627;
            } else {
              result[0] += -0.0020469609;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.032188814;
            } else {
              result[0] += 0.011050638;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
              result[0] += 0.011660873;
            } else {
              result[0] += -0.0082273325;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)253) ) ) {
            result[0] += 0.0072365166;
          } else {
            result[0] += -0.01798328;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51709395647) ) ) {
            result[0] += 0.03150486;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13852448761) ) ) {
              result[0] += -0.0075122765;
            } else {
              result[0] += 0.020232765;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.086929619312) ) ) {
              result[0] += -0.021630872;
            } else {
              result[0] += -0.011238768;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.017506165;
            } else {
              result[0] += -0.000268799;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45278298855) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
              result[0] += 0.0058305464;
            } else {
              result[0] += 0.016341506;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
              result[0] += 0.00017342085;
            } else {
              result[0] += -0.010153156;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
      result[0] += -0.03119103;
    } else {
      result[0] += -0.0048975265;
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34254705906) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 0.0047211344;
            } else {
              result[0] += 0.019938244;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
              result[0] += -0.02463722;
            } else {
              result[0] += 0.0007335563;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += 0.00011364809;
            } else {
              result[0] += 0.016203789;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.00077849947;
            } else {
              result[0] += -0.016653905;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26514944434) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
              result[0] += 0.016599312;
            } else {
              result[0] += -0.015041309;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.49248212576) ) ) {
              result[0] += 0.019852279;
            } else {
              result[0] += -0.0007187637;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.046422523;
            } else {
              result[0] += 0.023222117;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.067087844014) ) ) {
              result[0] += 0.036082625;
            } else {
              result[0] += -0.00861892;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.009833616;
            } else {
              result[0] += 0.008231683;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13546434045) ) ) {
              result[0] += -0.0088477805;
            } else {
              result[0] += -0.030901572;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
            result[0] += -0.022348296;
          } else {
            result[0] += -0.058327522;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.054490808398) ) ) {
              result[0] += 0.009652175;
            } else {
              result[0] += 0.0013490998;
            }
          } else {
            result[0] += -0.028815797;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12949697673) ) ) {
              result[0] += -0.0028687983;
            } else {
              result[0] += 0.0013269538;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
              result[0] += 0.012288327;
            } else {
              result[0] += 0.00045280732;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
        result[0] += 0.02578782;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
            result[0] += -0.06603118;
          } else {
            result[0] += -0.02461183;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
              result[0] += 0.044926785;
            } else {
              result[0] += 0.008043791;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.091218404472) ) ) {
              result[0] += -0.030203914;
            } else {
              result[0] += -0.0072968896;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
        result[0] += 0.043774635;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4837140739) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45524737239) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
              result[0] += -0.033093806;
            } else {
              result[0] += 0.0002534112;
            }
          } else {
            result[0] += -0.039266627;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.015846476;
            } else {
              result[0] += -0.0083509935;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.8585895896) ) ) {
              result[0] += 0.010762777;
            } else {
              result[0] += -0.0108974585;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.003124295;
          } else {
            result[0] += -0.010255433;
          }
        } else {
          result[0] += 0.014123127;
        }
      } else {
        result[0] += -0.043725636;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        result[0] += 0.0097953295;
      } else {
        result[0] += -0.004301557;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83660131693) ) ) {
              result[0] += 0.0039731935;
            } else {
              result[0] += -0.022466887;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
              result[0] += 1.2452025e-05;
            } else {
              result[0] += -0.020650301;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0692731142) ) ) {
              result[0] += 0.016109658;
            } else {
              result[0] += 0.0021445116;
            }
          } else {
            result[0] += -0.00043825968;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.071114115417) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22227196395) ) ) {
              result[0] += -0.0040966226;
            } else {
              result[0] += 0.0037468858;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.15286536515) ) ) {
              result[0] += -0.013832127;
            } else {
              result[0] += -0.0038701445;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.96389216185) ) ) {
            result[0] += -0.014592053;
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0074281;
            } else {
              result[0] += -0.009261584;
            }
          }
        }
      }
    } else {
      result[0] += 0.02152021;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)134) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068292684853) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += 0.0068830396;
            } else {
              result[0] += -0.004090122;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.032632034;
            } else {
              result[0] += 0.0014715592;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.021747647;
          } else {
            result[0] += 9.35331e-05;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.00566409;
            } else {
              result[0] += -0.015692208;
            }
          } else {
            result[0] += -0.0318249;
          }
        } else {
          result[0] += 0.006003181;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
            result[0] += 0.022916276;
          } else {
            result[0] += 0.042524178;
          }
        } else {
          result[0] += 0.017765258;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.00494976;
        } else {
          result[0] += 0.0042850026;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)173) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)96) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)170) ) ) {
              result[0] += -0.003424247;
            } else {
              result[0] += 0.010727947;
            }
          } else {
            result[0] += -0.03185663;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            result[0] += -0.070051275;
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += 0.015334666;
            } else {
              result[0] += -0.022592483;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0010196778;
            } else {
              result[0] += -0.026811704;
            }
          } else {
            result[0] += -0.03044833;
          }
        } else {
          result[0] += -0.04726216;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.020289611;
            } else {
              result[0] += 0.0053612646;
            }
          } else {
            result[0] += -0.022625249;
          }
        } else {
          result[0] += 0.043190237;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.000406694;
            } else {
              result[0] += 0.01347393;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039999999106) ) ) {
              result[0] += -0.0035314017;
            } else {
              result[0] += -0.025541464;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += 0.014559348;
            } else {
              result[0] += -0.008597876;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0028058388;
            } else {
              result[0] += -0.007925172;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.15384615958) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
            result[0] += 0.012383869;
          } else {
            result[0] += 0.05085476;
          }
        } else {
          result[0] += -0.009677076;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.72623002529) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69571197033) ) ) {
              result[0] += -0.00021851792;
            } else {
              result[0] += 0.014751953;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.80577558279) ) ) {
              result[0] += -0.020875223;
            } else {
              result[0] += -0.0027723482;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50642365217) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3863299191) ) ) {
              result[0] += -0.0058722347;
            } else {
              result[0] += -0.022696396;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0014501779;
            } else {
              result[0] += 0.021318799;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.039539523423) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)323) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
              result[0] += 0.00032059755;
            } else {
              result[0] += 0.019731596;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10760531574) ) ) {
              result[0] += 0.0023028974;
            } else {
              result[0] += -0.015667574;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73323768377) ) ) {
              result[0] += -0.0057008876;
            } else {
              result[0] += -0.045046423;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.003329165;
            } else {
              result[0] += 0.030374566;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.054490808398) ) ) {
          result[0] += 0.022139402;
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0062066326;
            } else {
              result[0] += -0.00072227936;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0038081445;
            } else {
              result[0] += 0.031588387;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
              result[0] += 0.01624155;
            } else {
              result[0] += -0.0027027794;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.022545023;
            } else {
              result[0] += -0.0021007422;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.85640370846) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.021171296;
            } else {
              result[0] += 0.01262291;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47143378854) ) ) {
              result[0] += 0.013821751;
            } else {
              result[0] += -0.001140175;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0031100628;
            } else {
              result[0] += 0.0058832164;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.022111799568) ) ) {
              result[0] += -0.032095626;
            } else {
              result[0] += 0.011216702;
            }
          }
        } else {
          result[0] += 0.027591137;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31004729867) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73323768377) ) ) {
          result[0] += 0.008712408;
        } else {
          result[0] += 0.02690776;
        }
      } else {
        result[0] += 0.003937969;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
              result[0] += 0.00036833197;
            } else {
              result[0] += -0.015418522;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0070989686;
            } else {
              result[0] += -0.007814168;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
              result[0] += -0.0057851425;
            } else {
              result[0] += -0.041613124;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
              result[0] += 0.0026670701;
            } else {
              result[0] += -0.009412515;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
          result[0] += -0.012075011;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
            result[0] += 0.04988969;
          } else {
            result[0] += 0.016926225;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039999999106) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
              result[0] += -0.025085175;
            } else {
              result[0] += -0.006297327;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.0046166596;
            } else {
              result[0] += -0.013194141;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
            result[0] += -0.008919073;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.048780485988) ) ) {
              result[0] += -0.019427432;
            } else {
              result[0] += -0.03450097;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
            result[0] += 0.004814998;
          } else {
            result[0] += 0.03172783;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014616321772) ) ) {
              result[0] += 0.005282941;
            } else {
              result[0] += -0.005444916;
            }
          } else {
            result[0] += 0.0105907535;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.021004241;
          } else {
            result[0] += -0.004222641;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
            result[0] += 0.004493579;
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.04401728;
            } else {
              result[0] += -0.01358123;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.017319907;
            } else {
              result[0] += 0.035512324;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
              result[0] += -0.024625879;
            } else {
              result[0] += 0.0057185655;
            }
          }
        } else {
          result[0] += -0.035926122;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
        result[0] += -0.016541785;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
          result[0] += 0.032070942;
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)3) ) ) {
              result[0] += -0.0005153594;
            } else {
              result[0] += 0.016158113;
            }
          } else {
            result[0] += 0.018360848;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37647092342) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23775185645) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17163550854) ) ) {
              result[0] += -0.0024454566;
            } else {
              result[0] += 0.013445737;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.024246197;
            } else {
              result[0] += 0.0032849286;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.0060465033;
            } else {
              result[0] += 0.0012039848;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
              result[0] += -0.019960478;
            } else {
              result[0] += 0.00016041374;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.64788734913) ) ) {
              result[0] += 0.003649011;
            } else {
              result[0] += -0.023311859;
            }
          } else {
            result[0] += -0.052426994;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.009538497;
            } else {
              result[0] += 0.008645082;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.019011404;
            } else {
              result[0] += -0.0009346611;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)986) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.006536254;
            } else {
              result[0] += -0.002653542;
            }
          } else {
            result[0] += 0.032122776;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.54660791159) ) ) {
              result[0] += -0.058024105;
            } else {
              result[0] += -0.0065423693;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84782606363) ) ) {
              result[0] += -0.0013874499;
            } else {
              result[0] += 0.00925866;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3942156136) ) ) {
          result[0] += -0.056134697;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.007103295;
            } else {
              result[0] += 0.016621357;
            }
          } else {
            result[0] += -0.02565561;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.2609518766) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)759) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0315424204) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)23) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
              result[0] += 0.0017598737;
            } else {
              result[0] += 0.014839529;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3289) ) ) {
              result[0] += -0.0034754507;
            } else {
              result[0] += 0.007958005;
            }
          }
        } else {
          result[0] += 0.023399357;
        }
      } else {
        result[0] += -0.0015868957;
      }
    } else {
      result[0] += -0.0062541813;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.019087477;
            } else {
              result[0] += 0.0036267755;
            }
          } else {
            result[0] += 0.00335164;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
              result[0] += -0.007982209;
            } else {
              result[0] += 0.004439862;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.031587403;
            } else {
              result[0] += 0.0009684535;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.8585895896) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
              result[0] += -0.005465457;
            } else {
              result[0] += -0.027747726;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
              result[0] += 0.018236721;
            } else {
              result[0] += -0.028580224;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3834244013) ) ) {
              result[0] += 0.020442232;
            } else {
              result[0] += -0.029201156;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += -0.009690452;
            } else {
              result[0] += 0.0016249085;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69571197033) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.30586579442) ) ) {
              result[0] += -0.006257705;
            } else {
              result[0] += 0.022085031;
            }
          } else {
            result[0] += -0.07687536;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0028041657;
            } else {
              result[0] += 0.03170891;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += -0.020515213;
            } else {
              result[0] += 0.00076427613;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70777195692) ) ) {
          result[0] += -0.114762366;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
            result[0] += -0.02561215;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026595743839) ) ) {
              result[0] += 0.008956261;
            } else {
              result[0] += 0.00020579317;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.010861302726) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1165215373) ) ) {
              result[0] += 0.013660565;
            } else {
              result[0] += -0.012933764;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19931355119) ) ) {
              result[0] += 0.0251227;
            } else {
              result[0] += 0.011940667;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34918808937) ) ) {
              result[0] += -0.024414157;
            } else {
              result[0] += -0.013052736;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.012057026;
            } else {
              result[0] += -0.00907173;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
              result[0] += -0.07343935;
            } else {
              result[0] += -0.025821412;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.03261478;
            } else {
              result[0] += -0.030756027;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0024679102935) ) ) {
            result[0] += -0.034406513;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.018325036392) ) ) {
              result[0] += 0.021764807;
            } else {
              result[0] += -0.0033610475;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13852448761) ) ) {
          result[0] += -0.021158181;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17163550854) ) ) {
            result[0] += 0.05216064;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.30586579442) ) ) {
              result[0] += -0.021987163;
            } else {
              result[0] += 0.045781445;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15088401735) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25121116638) ) ) {
              result[0] += -0.023623606;
            } else {
              result[0] += 0.056925666;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10144735873) ) ) {
              result[0] += -0.05751381;
            } else {
              result[0] += -0.009018904;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12452687323) ) ) {
              result[0] += 0.034929764;
            } else {
              result[0] += -0.002874568;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0058794166;
            } else {
              result[0] += -0.021498112;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67182809114) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37647092342) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27447423339) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26863762736) ) ) {
              result[0] += -0.000269422;
            } else {
              result[0] += -0.01842603;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.00015748279;
            } else {
              result[0] += 0.011753469;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0063023553;
            } else {
              result[0] += 0.0010894611;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.41052505374) ) ) {
              result[0] += -0.033538695;
            } else {
              result[0] += -0.012577071;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.96281731129) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.72623002529) ) ) {
              result[0] += 0.008379741;
            } else {
              result[0] += -0.0047119125;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += 0.012610461;
            } else {
              result[0] += -0.0057762843;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.002193899;
            } else {
              result[0] += -0.023521686;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.006829268299) ) ) {
              result[0] += 0.009170202;
            } else {
              result[0] += -0.0058184466;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41554611921) ) ) {
              result[0] += -0.045559905;
            } else {
              result[0] += -0.02698276;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
              result[0] += 0.0005484696;
            } else {
              result[0] += -0.01570221;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.013550341;
          } else {
            result[0] += -0.013887489;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76345038414) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0867705345) ) ) {
            result[0] += 0.0057793944;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.92816567421) ) ) {
              result[0] += -0.029829768;
            } else {
              result[0] += -0.011151619;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0028705446;
            } else {
              result[0] += 0.0092082685;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0133026065;
            } else {
              result[0] += -0.02366204;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1187031269) ) ) {
              result[0] += 0.0086241;
            } else {
              result[0] += 0.020105297;
            }
          } else {
            result[0] += -0.01102026;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
            result[0] += 0.019084048;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
              result[0] += -0.0195499;
            } else {
              result[0] += 0.000687754;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76345038414) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
            result[0] += -0.010180428;
          } else {
            result[0] += -0.024733052;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.003826952;
            } else {
              result[0] += -0.0077357404;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.006821237;
            } else {
              result[0] += 0.0041360804;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10603446513) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)748) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29047957063) ) ) {
              result[0] += 0.013417999;
            } else {
              result[0] += -0.0037679828;
            }
          } else {
            result[0] += -0.007943995;
          }
        } else {
          result[0] += 0.01690762;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4837140739) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)816) ) ) {
              result[0] += -0.036165174;
            } else {
              result[0] += -0.020206448;
            }
          } else {
            result[0] += -0.0031361028;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1755) ) ) {
            result[0] += -0.00459798;
          } else {
            result[0] += 0.019679697;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3834244013) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.00014530956;
            } else {
              result[0] += -0.0058245147;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22687973082) ) ) {
              result[0] += 0.017824313;
            } else {
              result[0] += 0.0053369454;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6485569477) ) ) {
              result[0] += 0.010223287;
            } else {
              result[0] += 0.032994;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0165396929) ) ) {
              result[0] += -0.020128526;
            } else {
              result[0] += -0.002551934;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)279) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
            result[0] += 0.024423094;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)170) ) ) {
              result[0] += -0.01602122;
            } else {
              result[0] += 0.013294096;
            }
          }
        } else {
          result[0] += 0.041552078;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          result[0] += -0.040845986;
        } else {
          result[0] += -0.019289112;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70777195692) ) ) {
              result[0] += 0.035148505;
            } else {
              result[0] += -0.021383477;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.96389216185) ) ) {
              result[0] += -0.019286541;
            } else {
              result[0] += -0.008279781;
            }
          }
        } else {
          result[0] += -0.03736082;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
              result[0] += 0.0075451517;
            } else {
              result[0] += -0.011879726;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.61237370968) ) ) {
              result[0] += 0.007095076;
            } else {
              result[0] += 0.024246369;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.96281731129) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83251219988) ) ) {
              result[0] += 0.0007524508;
            } else {
              result[0] += 0.022832593;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0055848574;
            } else {
              result[0] += -0.014847356;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            result[0] += 0.04245771;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
              result[0] += 0.026944235;
            } else {
              result[0] += -0.0008365499;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0867705345) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.008296449;
            } else {
              result[0] += -0.03268065;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
              result[0] += -0.016430197;
            } else {
              result[0] += 0.0026580829;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
              result[0] += -0.0070080343;
            } else {
              result[0] += 0.026306588;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.53055208921) ) ) {
              result[0] += -0.019684702;
            } else {
              result[0] += 0.004485899;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)33) ) ) {
              result[0] += 0.004595499;
            } else {
              result[0] += -0.0050410926;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)202) ) ) {
              result[0] += 0.0117731765;
            } else {
              result[0] += 0.0010891056;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            result[0] += 0.030126497;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42773428559) ) ) {
              result[0] += 0.018823313;
            } else {
              result[0] += -0.0011563821;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            result[0] += -0.030496;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15993770957) ) ) {
              result[0] += 0.009492337;
            } else {
              result[0] += -0.008492048;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21588493884) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0027686271;
        } else {
          result[0] += -0.030241955;
        }
      } else {
        result[0] += 0.00747152;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21496334672) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.018768234;
            } else {
              result[0] += 0.00015915056;
            }
          } else {
            result[0] += -0.009789307;
          }
        } else {
          result[0] += -0.012141658;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311781228) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += 0.061864544;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.043541114777) ) ) {
              result[0] += 0.02328165;
            } else {
              result[0] += 0.013898501;
            }
          }
        } else {
          result[0] += 0.006597002;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24397140741) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
          result[0] += 0.0042009535;
        } else {
          result[0] += 0.017507;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17839844525) ) ) {
          result[0] += -0.04819537;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24658107758) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0084157465;
            } else {
              result[0] += 0.010667679;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.00017484344;
            } else {
              result[0] += -0.045444112;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.008107566;
        } else {
          result[0] += 0.041013673;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
              result[0] += -0.016064001;
            } else {
              result[0] += 0.00025414448;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.009298843;
            } else {
              result[0] += -0.04332502;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0425111;
            } else {
              result[0] += 0.0020812904;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.44279631972) ) ) {
              result[0] += 0.001110323;
            } else {
              result[0] += -0.0012210767;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)249) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += 5.5085224e-05;
            } else {
              result[0] += 0.015111151;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69571197033) ) ) {
              result[0] += -0.0046462207;
            } else {
              result[0] += -0.045809355;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0014645236;
            } else {
              result[0] += -0.013297138;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)153) ) ) {
              result[0] += 0.021993192;
            } else {
              result[0] += 0.0036050566;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += -0.0036980554;
            } else {
              result[0] += -0.03499278;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.034990694;
            } else {
              result[0] += -0.0034911707;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21039506793) ) ) {
              result[0] += -0.0027894026;
            } else {
              result[0] += 0.0025911708;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0074074072763) ) ) {
              result[0] += 0.015883949;
            } else {
              result[0] += -0.006471244;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
        result[0] += -0.030305361;
      } else {
        result[0] += 0.0050620874;
      }
    }
  } else {
    result[0] += -0.020268422;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.019977441;
            } else {
              result[0] += -0.0011518254;
            }
          } else {
            result[0] += 0.006516829;
          }
        } else {
          result[0] += 0.03286476;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          result[0] += -0.023420252;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += -0.017461166;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
              result[0] += 0.0010835351;
            } else {
              result[0] += 0.0068778633;
            }
          }
        }
      }
    } else {
      result[0] += -0.033812538;
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
          result[0] += 0.0006465851;
        } else {
          result[0] += 0.0023925388;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += 0.044894114;
        } else {
          result[0] += 0.001884304;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.071984432638) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
              result[0] += 0.0008544686;
            } else {
              result[0] += 0.015169281;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.01492536;
            } else {
              result[0] += 0.04613786;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.008107493;
            } else {
              result[0] += -0.050741177;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += -0.0004684344;
            } else {
              result[0] += 0.0013881129;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.078431375325) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            result[0] += -0.0325194;
          } else {
            result[0] += 0.0026203103;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.0037495047;
            } else {
              result[0] += -0.023659993;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.007427223;
            } else {
              result[0] += -0.009641936;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)258) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
              result[0] += -1.8526078e-05;
            } else {
              result[0] += -0.012051099;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += 0.016910518;
            } else {
              result[0] += -0.0011624962;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += 0.00096734473;
            } else {
              result[0] += 0.017804258;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)277) ) ) {
              result[0] += 0.03392549;
            } else {
              result[0] += 0.018602293;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.009755334;
            } else {
              result[0] += -0.011928657;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.032534212;
            } else {
              result[0] += -0.0057940832;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.006047789;
            } else {
              result[0] += 0.004503787;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.028275205;
            } else {
              result[0] += -0.001975629;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0040262803;
            } else {
              result[0] += 0.019064104;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
              result[0] += 0.05173272;
            } else {
              result[0] += 0.002706649;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0128147;
            } else {
              result[0] += 0.0036111367;
            }
          } else {
            result[0] += -0.02139044;
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.00029958118;
            } else {
              result[0] += -0.01714736;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.003705494;
            } else {
              result[0] += -0.011300902;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0048250905238) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
              result[0] += 0.014696232;
            } else {
              result[0] += -6.213961e-05;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)32) ) ) {
              result[0] += -0.015826188;
            } else {
              result[0] += 0.0012726361;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.007804878056) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.0175632;
          } else {
            result[0] += 0.010291918;
          }
        } else {
          result[0] += -0.003030134;
        }
      } else {
        result[0] += 0.03287531;
      }
    } else {
      result[0] += -0.0062762434;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.042926829308) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.040404040366) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.0013865264;
            } else {
              result[0] += 0.011358227;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.032520323992) ) ) {
              result[0] += -0.020112416;
            } else {
              result[0] += -0.000998934;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31064018607) ) ) {
              result[0] += -0.010847163;
            } else {
              result[0] += 0.0016119331;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += 0.0033038666;
            } else {
              result[0] += -0.0010844847;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
          result[0] += 0.036596134;
        } else {
          result[0] += 0.009456731;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.092045456171) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += -0.011387825;
            } else {
              result[0] += -0.031927757;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0076070032082) ) ) {
              result[0] += -0.008040692;
            } else {
              result[0] += 0.021644711;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.049180328846) ) ) {
              result[0] += 0.010650266;
            } else {
              result[0] += 0.00086499006;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14449611306) ) ) {
              result[0] += -0.0010405459;
            } else {
              result[0] += -0.011564482;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.1141199246) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.10166358948) ) ) {
              result[0] += -0.0010530738;
            } else {
              result[0] += 0.01609216;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
              result[0] += -0.014039961;
            } else {
              result[0] += 0.010641957;
            }
          }
        } else {
          result[0] += 0.016984075;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
        result[0] += 0.02264045;
      } else {
        result[0] += 0.00803882;
      }
    } else {
      result[0] += 0.0031005938;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.0055854465;
            } else {
              result[0] += -0.024181401;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += 0.007655687;
            } else {
              result[0] += -0.002178271;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            result[0] += 0.009611255;
          } else {
            result[0] += -0.06301244;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.012236063;
            } else {
              result[0] += 0.0027866166;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.008431147;
            } else {
              result[0] += -0.01143464;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.0088753505;
            } else {
              result[0] += -0.0030645977;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.049195666;
            } else {
              result[0] += -0.009871632;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.010582855;
            } else {
              result[0] += 0.0029675458;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.01088144;
            } else {
              result[0] += 0.0007661308;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.022006294;
            } else {
              result[0] += 0.010013577;
            }
          } else {
            result[0] += 0.032492336;
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.018455429;
            } else {
              result[0] += 0.030379442;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
              result[0] += 0.004057708;
            } else {
              result[0] += -0.011155485;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
              result[0] += 0.0055459524;
            } else {
              result[0] += -0.025154654;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.0007193627;
            } else {
              result[0] += -0.05182298;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.012833336;
            } else {
              result[0] += -0.071566306;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.011640009;
            } else {
              result[0] += 0.017825915;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.0035650868;
          } else {
            result[0] += -0.042571574;
          }
        }
      } else {
        result[0] += -0.04861798;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            result[0] += 0.04238875;
          } else {
            result[0] += 0.010989866;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0133027015;
            } else {
              result[0] += 0.0016675479;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0056060045;
            } else {
              result[0] += -0.00083706336;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0016814305;
            } else {
              result[0] += -0.0035321706;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.022746107;
            } else {
              result[0] += -0.0030546533;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)157) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.004480855;
            } else {
              result[0] += -0.04845403;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += 0.014540139;
            } else {
              result[0] += -0.00059089944;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9080927372) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.8585895896) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)90) ) ) {
              result[0] += -0.0006043953;
            } else {
              result[0] += -0.02161973;
            }
          } else {
            result[0] += 0.027693007;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1425077915) ) ) {
              result[0] += -0.007745787;
            } else {
              result[0] += 0.012834429;
            }
          } else {
            result[0] += -0.058585204;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36088383198) ) ) {
              result[0] += 0.01383743;
            } else {
              result[0] += -0.00053475116;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
              result[0] += 0.005787826;
            } else {
              result[0] += -0.028104773;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23051343858) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15512506664) ) ) {
              result[0] += -0.008383412;
            } else {
              result[0] += -0.031161798;
            }
          } else {
            result[0] += 0.0024265626;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
              result[0] += 0.0097657135;
            } else {
              result[0] += -0.029581401;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.015248819;
            } else {
              result[0] += 0.010831935;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
            result[0] += -0.0067364345;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
              result[0] += 0.021746969;
            } else {
              result[0] += -0.0016924724;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34764158726) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += -0.04110357;
            } else {
              result[0] += -0.0111870915;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.29339131713) ) ) {
              result[0] += 0.0032784026;
            } else {
              result[0] += 0.0322745;
            }
          }
        } else {
          result[0] += -0.12173517;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
          result[0] += -0.024019472;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76919102669) ) ) {
              result[0] += -0.015699988;
            } else {
              result[0] += 0.005844423;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
              result[0] += 0.035779096;
            } else {
              result[0] += -0.0052047367;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22687973082) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.03593363;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
              result[0] += -0.0010482933;
            } else {
              result[0] += 0.03002829;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.61237370968) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33742809296) ) ) {
              result[0] += 0.00877075;
            } else {
              result[0] += -0.013463347;
            }
          } else {
            result[0] += 0.022279313;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
              result[0] += -0.0041119116;
            } else {
              result[0] += -0.029394781;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.043541114777) ) ) {
              result[0] += 0.019240562;
            } else {
              result[0] += -0.003773932;
            }
          }
        } else {
          result[0] += -0.036696207;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
              result[0] += 0.009671724;
            } else {
              result[0] += -0.005870106;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
              result[0] += 0.0058045588;
            } else {
              result[0] += -0.0002991097;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.0051895324;
            } else {
              result[0] += 0.030260835;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0021734838;
            } else {
              result[0] += -0.016425027;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      result[0] += 0.02051407;
    } else {
      result[0] += 0.008800356;
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += -0.00040765083;
            } else {
              result[0] += -0.01166535;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.005554418;
            } else {
              result[0] += -0.013744962;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
              result[0] += 0.0035832827;
            } else {
              result[0] += -0.016532557;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)82) ) ) {
              result[0] += 0.007056761;
            } else {
              result[0] += -0.0022760995;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
            result[0] += -0.0340562;
          } else {
            result[0] += -0.012308689;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
              result[0] += 0.0011315978;
            } else {
              result[0] += 0.019478058;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)177) ) ) {
              result[0] += -0.021626294;
            } else {
              result[0] += 0.008080005;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)33) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091407680884) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0053887893;
            } else {
              result[0] += -0.0039344076;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
              result[0] += -0.0102918325;
            } else {
              result[0] += -0.038327917;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.026694331;
            } else {
              result[0] += 0.0063602044;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.011610602;
            } else {
              result[0] += -0.00096666155;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3289) ) ) {
            result[0] += -0.0450848;
          } else {
            result[0] += -0.009726889;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02597402595) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)106) ) ) {
              result[0] += 0.00605447;
            } else {
              result[0] += 0.016181838;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)103) ) ) {
              result[0] += -0.009450518;
            } else {
              result[0] += 0.00083432294;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
              result[0] += -0.004254908;
            } else {
              result[0] += 0.0046329238;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.069657564163) ) ) {
              result[0] += 0.0064735673;
            } else {
              result[0] += 0.02694559;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
              result[0] += 0.0002968977;
            } else {
              result[0] += 0.020493824;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.008585759;
            } else {
              result[0] += 0.00027260926;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          result[0] += 0.022318123;
        } else {
          result[0] += 0.0059983185;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0074074072763) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.036697246134) ) ) {
              result[0] += 0.022204557;
            } else {
              result[0] += -0.013146147;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.013598981;
            } else {
              result[0] += -0.0028353862;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
            result[0] += -0.00073953107;
          } else {
            result[0] += -0.01266533;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.009322086;
            } else {
              result[0] += 0.0073371106;
            }
          } else {
            result[0] += -0.04214329;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0047058821656) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += 0.0032199488;
            } else {
              result[0] += -0.012299174;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.026881720871) ) ) {
              result[0] += 0.018151248;
            } else {
              result[0] += -0.004278203;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.040230613202) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
              result[0] += -0.046561792;
            } else {
              result[0] += 0.016762082;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
              result[0] += -0.015247296;
            } else {
              result[0] += 0.007140317;
            }
          }
        } else {
          result[0] += -0.06331159;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.024526684;
            } else {
              result[0] += -0.011192481;
            }
          } else {
            result[0] += -0.013760534;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.1963224113) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.02111951;
            } else {
              result[0] += -0.0032766946;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.025382165;
            } else {
              result[0] += -0.006327351;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0025220680982) ) ) {
        result[0] += 0.036143836;
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0033057851251) ) ) {
              result[0] += 0.011406484;
            } else {
              result[0] += -0.004394999;
            }
          } else {
            result[0] += -0.014399044;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.4837140739) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.003240654;
            } else {
              result[0] += -0.012398037;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
              result[0] += -0.018922007;
            } else {
              result[0] += 0.00082854024;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1187031269) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += -0.0122721;
        } else {
          result[0] += -0.025944555;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83116883039) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.01071672;
            } else {
              result[0] += 0.05239606;
            }
          } else {
            result[0] += -0.0114744585;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49647861719) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.0013152283;
            } else {
              result[0] += -0.04766963;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
              result[0] += 0.016176239;
            } else {
              result[0] += 0.0023961242;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.00904129;
          } else {
            result[0] += 0.03137621;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.028993174434) ) ) {
              result[0] += -0.035846107;
            } else {
              result[0] += -0.014087662;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.011747523;
            } else {
              result[0] += 0.005158745;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10144735873) ) ) {
          result[0] += -0.00799472;
        } else {
          result[0] += -0.04556489;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89552241564) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.92816567421) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.055713266;
            } else {
              result[0] += -0.0017009814;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50725084543) ) ) {
              result[0] += 0.015822671;
            } else {
              result[0] += -0.0033426487;
            }
          }
        } else {
          result[0] += 0.030415729;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.043561287224) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.6173427701) ) ) {
              result[0] += -0.03846347;
            } else {
              result[0] += 0.022604354;
            }
          } else {
            result[0] += -0.059030253;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.026813736;
            } else {
              result[0] += 4.779944e-05;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.03763948;
            } else {
              result[0] += -0.078215055;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
            result[0] += 0.032825332;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.00030061093;
            } else {
              result[0] += 0.022035038;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.015438831;
            } else {
              result[0] += 0.003679796;
            }
          } else {
            result[0] += -0.009223703;
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)91) ) ) {
              result[0] += -0.0029046931;
            } else {
              result[0] += 0.00073346903;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.012012012303) ) ) {
              result[0] += 0.007319995;
            } else {
              result[0] += 0.00049295806;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
              result[0] += 0.0034100194;
            } else {
              result[0] += -0.004268341;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.00368699;
            } else {
              result[0] += 0.0105205625;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.44841364026) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += 0.013724754;
            } else {
              result[0] += -0.02050562;
            }
          } else {
            result[0] += -0.040307637;
          }
        } else {
          result[0] += 0.0032444259;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.091218404472) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1284943521) ) ) {
              result[0] += -0.0013955985;
            } else {
              result[0] += 0.028698796;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19931355119) ) ) {
              result[0] += 0.03154427;
            } else {
              result[0] += 0.0053798226;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
              result[0] += 0.0033376894;
            } else {
              result[0] += -0.0082089715;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
              result[0] += 0.03968162;
            } else {
              result[0] += 0.013890288;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.93837320805) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.032133825123) ) ) {
              result[0] += -0.0024702267;
            } else {
              result[0] += 0.00020695197;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0021312989;
            } else {
              result[0] += -0.039901193;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
              result[0] += 0.022297397;
            } else {
              result[0] += 0.0054613394;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
              result[0] += 0.008463718;
            } else {
              result[0] += -0.017753933;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68213629723) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73323768377) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
              result[0] += -0.0022763012;
            } else {
              result[0] += 0.04335056;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.52571541071) ) ) {
              result[0] += -0.018757042;
            } else {
              result[0] += -0.0023590282;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70777195692) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
              result[0] += -0.12487765;
            } else {
              result[0] += -0.028942022;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 9.1687405e-05;
            } else {
              result[0] += 0.019815093;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13546434045) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
            result[0] += -0.057725586;
          } else {
            result[0] += 0.013321861;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0042846086;
            } else {
              result[0] += 0.032121986;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.023537194;
            } else {
              result[0] += 0.008709025;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46072542667) ) ) {
              result[0] += 0.010380846;
            } else {
              result[0] += -0.04224383;
            }
          } else {
            result[0] += 0.0056017507;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)253) ) ) {
              result[0] += 0.004741657;
            } else {
              result[0] += 0.00017759773;
            }
          } else {
            result[0] += 0.026425047;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37647092342) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
              result[0] += -0.008119718;
            } else {
              result[0] += 0.028663984;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)220) ) ) {
              result[0] += -0.0388005;
            } else {
              result[0] += -0.010913176;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311781228) ) ) {
              result[0] += -0.015637346;
            } else {
              result[0] += 0.0011326933;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26514944434) ) ) {
              result[0] += 0.034909733;
            } else {
              result[0] += 0.013390402;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45524737239) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45278298855) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
              result[0] += 0.0025698836;
            } else {
              result[0] += 0.018073153;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)181) ) ) {
              result[0] += 0.017359264;
            } else {
              result[0] += 0.03554836;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.54660791159) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)166) ) ) {
              result[0] += 0.003282344;
            } else {
              result[0] += -0.016659224;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0002340844;
            } else {
              result[0] += 0.00822081;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.3149424791) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14950503409) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15088401735) ) ) {
              result[0] += 0.00017302294;
            } else {
              result[0] += 0.030146588;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.091218404472) ) ) {
              result[0] += -0.009195981;
            } else {
              result[0] += -0.001005209;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.034535016865) ) ) {
              result[0] += -0.063565925;
            } else {
              result[0] += -0.0015553829;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
              result[0] += 0.013972846;
            } else {
              result[0] += -0.010688182;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.015187499;
            } else {
              result[0] += -0.017183056;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37039878964) ) ) {
              result[0] += -0.0117307445;
            } else {
              result[0] += 0.0060502235;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.083199396729) ) ) {
              result[0] += -0.031359628;
            } else {
              result[0] += 0.0023904077;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
              result[0] += -0.0001885387;
            } else {
              result[0] += 0.011752507;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          result[0] += -0.004925969;
        } else {
          result[0] += -0.039350763;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
          result[0] += 0.0074453773;
        } else {
          result[0] += -0.010750522;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
      result[0] += 0.035272334;
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
            result[0] += 0.0093316175;
          } else {
            result[0] += 0.017891955;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            result[0] += 0.012997053;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
              result[0] += -0.017468577;
            } else {
              result[0] += 0.0019840426;
            }
          }
        }
      } else {
        result[0] += -0.008980878;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82874619961) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.058737538755) ) ) {
              result[0] += 0.0003183124;
            } else {
              result[0] += -0.0020876627;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82113820314) ) ) {
              result[0] += 0.0011794426;
            } else {
              result[0] += -0.027676368;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.67265117168) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83516484499) ) ) {
              result[0] += 0.018563591;
            } else {
              result[0] += -0.021854235;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0063329586;
            } else {
              result[0] += -0.004719046;
            }
          }
        }
      } else {
        result[0] += -0.025724975;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31004729867) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.030274317;
            } else {
              result[0] += 0.0123279095;
            }
          } else {
            result[0] += 0.010782876;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.76092332602) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.003397253;
            } else {
              result[0] += 0.009775412;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82235503197) ) ) {
              result[0] += 0.018453198;
            } else {
              result[0] += 0.006652031;
            }
          }
        }
      } else {
        result[0] += -0.014233123;
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
      result[0] += -0.036791127;
    } else {
      result[0] += -0.0029492688;
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
              result[0] += -0.009291607;
            } else {
              result[0] += 0.0045203175;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
              result[0] += 0.01283682;
            } else {
              result[0] += -0.00034664685;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.003307736;
            } else {
              result[0] += 0.015106435;
            }
          } else {
            result[0] += -0.012955338;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.56321108341) ) ) {
          result[0] += -0.041778725;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3942156136) ) ) {
            result[0] += -0.007835943;
          } else {
            result[0] += -0.021745736;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31981351972) ) ) {
              result[0] += -0.010012868;
            } else {
              result[0] += 0.008593678;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.03319153;
            } else {
              result[0] += -0.010962614;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
              result[0] += 0.02927633;
            } else {
              result[0] += 0.015344691;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)485) ) ) {
              result[0] += 0.005036994;
            } else {
              result[0] += -0.010044247;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.006923628;
            } else {
              result[0] += 0.009620264;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
              result[0] += -0.014599952;
            } else {
              result[0] += -0.029664246;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17163550854) ) ) {
              result[0] += 0.000103647704;
            } else {
              result[0] += 0.0044747754;
            }
          } else {
            result[0] += -0.01867035;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
      result[0] += 0.04296003;
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9661016464) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9212598801) ) ) {
            result[0] += 0.010128381;
          } else {
            result[0] += 0.000497164;
          }
        } else {
          result[0] += 0.01228249;
        }
      } else {
        result[0] += -0.008863182;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
              result[0] += -0.0007825736;
            } else {
              result[0] += 0.029072095;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.0336106;
            } else {
              result[0] += -0.0037105128;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
            result[0] += 0.034822237;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
              result[0] += -0.03453387;
            } else {
              result[0] += 0.0023772344;
            }
          }
        }
      } else {
        result[0] += -0.032955047;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.005770235;
          } else {
            result[0] += 0.040532704;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)413) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010638297535) ) ) {
              result[0] += 0.0013572806;
            } else {
              result[0] += -0.018655784;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
              result[0] += 0.021423211;
            } else {
              result[0] += 0.0019511143;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025490196422) ) ) {
          result[0] += -0.023065945;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
              result[0] += -0.015757114;
            } else {
              result[0] += -0.00023690976;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0058578444;
            } else {
              result[0] += -0.006279193;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
              result[0] += 0.006869049;
            } else {
              result[0] += -0.0035787828;
            }
          } else {
            result[0] += -0.039184507;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += 0.0027377154;
            } else {
              result[0] += 0.0306989;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.020081108;
            } else {
              result[0] += 0.0045737736;
            }
          }
        }
      } else {
        result[0] += 0.03515922;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
          result[0] += -0.015466595;
        } else {
          result[0] += -0.02748454;
        }
      } else {
        result[0] += 0.0030064953;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.010861302726) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15512506664) ) ) {
              result[0] += -0.0020919952;
            } else {
              result[0] += -0.026209323;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23051343858) ) ) {
              result[0] += 0.013324956;
            } else {
              result[0] += -0.00371505;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.29339131713) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += 0.0074930973;
            } else {
              result[0] += -0.023326939;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0023825602;
            } else {
              result[0] += -0.019865664;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            result[0] += 0.0040958864;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.04708125;
            } else {
              result[0] += -0.023361092;
            }
          }
        } else {
          result[0] += 0.013912014;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0024679102935) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15088401735) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34918808937) ) ) {
              result[0] += 0.025930637;
            } else {
              result[0] += -0.012619013;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += 0.032771613;
            } else {
              result[0] += 0.06279985;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += -0.005139546;
            } else {
              result[0] += -0.011700722;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24397140741) ) ) {
              result[0] += 0.028842038;
            } else {
              result[0] += 0.0035972658;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.089914962649) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.04961579293) ) ) {
              result[0] += -0.038600646;
            } else {
              result[0] += -0.013308461;
            }
          } else {
            result[0] += 0.009532871;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0069352584;
            } else {
              result[0] += 0.048573483;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.026798448;
            } else {
              result[0] += -0.017182207;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27299550176) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50725084543) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += -0.008432425;
            } else {
              result[0] += 0.012631575;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.007021071;
            } else {
              result[0] += -0.042120796;
            }
          }
        } else {
          result[0] += -0.055762023;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22227196395) ) ) {
              result[0] += 0.012144185;
            } else {
              result[0] += -0.007603142;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.016085194;
            } else {
              result[0] += 0.0072234063;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31064018607) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26863762736) ) ) {
              result[0] += 0.0016623539;
            } else {
              result[0] += -0.053645134;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3863299191) ) ) {
              result[0] += 0.029344453;
            } else {
              result[0] += 0.004378367;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017505470663) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010731707327) ) ) {
              result[0] += 0.0013188863;
            } else {
              result[0] += 0.013364983;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.10243902355) ) ) {
              result[0] += -0.006204599;
            } else {
              result[0] += 0.011245596;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.034535016865) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.74957448244) ) ) {
              result[0] += 0.015771143;
            } else {
              result[0] += 0.027636344;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
              result[0] += 0.02107608;
            } else {
              result[0] += -0.012108933;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
              result[0] += -0.0021487684;
            } else {
              result[0] += 0.0011950549;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.018388629;
            } else {
              result[0] += -0.0007509943;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += 0.00030250687;
            } else {
              result[0] += 0.010001138;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -0.015366666;
            } else {
              result[0] += 0.0048714746;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)120) ) ) {
              result[0] += -0.00029935426;
            } else {
              result[0] += -0.015766537;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0148462495;
            } else {
              result[0] += 0.015370865;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
              result[0] += 0.007362707;
            } else {
              result[0] += -0.01307363;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0035943927;
            } else {
              result[0] += -0.013993131;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
              result[0] += -0.009433917;
            } else {
              result[0] += -0.03142781;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1000) ) ) {
              result[0] += 0.01124692;
            } else {
              result[0] += -0.012971483;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
            result[0] += -0.013671114;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
              result[0] += 0.0012973207;
            } else {
              result[0] += 0.011322712;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += 0.011946263;
            } else {
              result[0] += -0.00033767734;
            }
          } else {
            result[0] += -0.003007785;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.026867911;
            } else {
              result[0] += 0.016659772;
            }
          } else {
            result[0] += 0.005005875;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.0005097447;
            } else {
              result[0] += 0.005770495;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.008303753;
            } else {
              result[0] += -0.008701939;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.019392582;
            } else {
              result[0] += 0.012126286;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0023469953;
            } else {
              result[0] += 0.009444876;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
            result[0] += -0.0043743583;
          } else {
            result[0] += -0.029370477;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.03229296;
            } else {
              result[0] += 0.011193038;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.040978942;
            } else {
              result[0] += -0.0068201134;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
              result[0] += 0.01597224;
            } else {
              result[0] += -0.025151556;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
              result[0] += 0.04203722;
            } else {
              result[0] += 0.010054978;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.00069832;
            } else {
              result[0] += 0.014536346;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
              result[0] += -0.040128585;
            } else {
              result[0] += -7.417357e-05;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)249) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)151) ) ) {
          result[0] += -0.018778939;
        } else {
          result[0] += -0.043743934;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            result[0] += 0.001796647;
          } else {
            result[0] += 0.013456653;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
            result[0] += -0.030559996;
          } else {
            result[0] += -0.0045815962;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.15804877877) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0010126744;
            } else {
              result[0] += -0.0220408;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.046979904;
            } else {
              result[0] += -0.005326708;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += 0.008253143;
            } else {
              result[0] += -0.0020646094;
            }
          } else {
            result[0] += -0.043260984;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019999999553) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.02147928;
            } else {
              result[0] += 0.009208848;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
              result[0] += 0.03765255;
            } else {
              result[0] += -0.015196211;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86075949669) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84615385532) ) ) {
              result[0] += -0.0030676397;
            } else {
              result[0] += -0.04396402;
            }
          } else {
            result[0] += 0.015261921;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)144) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)69) ) ) {
              result[0] += 0.0026382064;
            } else {
              result[0] += 0.016371077;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
              result[0] += -0.0019230463;
            } else {
              result[0] += -0.007803771;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
              result[0] += 0.005270706;
            } else {
              result[0] += 0.020499099;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025490196422) ) ) {
              result[0] += -0.0013937557;
            } else {
              result[0] += 0.0033627548;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
            result[0] += -0.029337395;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += -0.0024011654;
            } else {
              result[0] += 0.016544014;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0051141502;
            } else {
              result[0] += -0.013219965;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.001609757;
            } else {
              result[0] += -0.018165963;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.022272814;
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.13356164098) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.28247326612) ) ) {
              result[0] += 0.007311708;
            } else {
              result[0] += -0.01572765;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.015764883;
            } else {
              result[0] += -0.0010998895;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36413186789) ) ) {
            result[0] += -0.016547145;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += 0.011078607;
            } else {
              result[0] += -0.0034926187;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
            result[0] += 0.015270899;
          } else {
            result[0] += 0.036513463;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.241379261) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.0020209814;
            } else {
              result[0] += -0.00034178767;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017647059634) ) ) {
              result[0] += -0.0062581794;
            } else {
              result[0] += -0.022015879;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.12396693975) ) ) {
            result[0] += 0.00081679673;
          } else {
            result[0] += -0.017499803;
          }
        } else {
          result[0] += -0.028201088;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.74957448244) ) ) {
            result[0] += -0.030086834;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.07225433737) ) ) {
              result[0] += -0.018934326;
            } else {
              result[0] += -0.0026979062;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.03291524;
            } else {
              result[0] += 0.009552239;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
              result[0] += -0.00234781;
            } else {
              result[0] += 0.009505404;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028707919642) ) ) {
      result[0] += 0.0035187413;
    } else {
      result[0] += 0.029411433;
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.3834244013) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)540) ) ) {
              result[0] += -6.640738e-05;
            } else {
              result[0] += 0.018187003;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.017905075;
            } else {
              result[0] += -0.0095547475;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)253) ) ) {
            result[0] += -0.019627376;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.7922738791) ) ) {
              result[0] += 0.014470386;
            } else {
              result[0] += -0.002489629;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.013405683;
            } else {
              result[0] += -0.013861844;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.013395323;
            } else {
              result[0] += -0.061124265;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15512506664) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.012863534;
            } else {
              result[0] += -0.008788854;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
              result[0] += -0.021837799;
            } else {
              result[0] += -0.0032698486;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)49) ) ) {
              result[0] += 0.00971379;
            } else {
              result[0] += -0.015764281;
            }
          } else {
            result[0] += -0.02242605;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.12100195885) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.0010037349;
            } else {
              result[0] += 0.022415875;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0033162986;
            } else {
              result[0] += -0.01762178;
            }
          }
        }
      } else {
        result[0] += 0.033408042;
      }
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065288357437) ) ) {
      result[0] += -0.050574727;
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0099009899423) ) ) {
              result[0] += 0.0098882215;
            } else {
              result[0] += 0.02651439;
            }
          } else {
            result[0] += -0.0035679657;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29047957063) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)115) ) ) {
              result[0] += -0.018178886;
            } else {
              result[0] += -0.0036462587;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
              result[0] += 0.026152585;
            } else {
              result[0] += -0.0015636504;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
          result[0] += -0.0042312103;
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012949639931) ) ) {
            result[0] += 0.030285744;
          } else {
            result[0] += 0.0053242757;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21588493884) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.0141168265;
            } else {
              result[0] += -0.0015424349;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.067087844014) ) ) {
              result[0] += 0.02054838;
            } else {
              result[0] += 0.0015804855;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34254705906) ) ) {
            result[0] += 0.026094867;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18602235615) ) ) {
              result[0] += -0.043792255;
            } else {
              result[0] += -0.007008066;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35338193178) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
              result[0] += -0.0016601799;
            } else {
              result[0] += 0.03494979;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62162160873) ) ) {
              result[0] += -0.004528132;
            } else {
              result[0] += 0.013383775;
            }
          }
        } else {
          result[0] += 0.040027827;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.029718125;
            } else {
              result[0] += 0.00078231574;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43220278621) ) ) {
              result[0] += -0.033211514;
            } else {
              result[0] += 0.0037998036;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
              result[0] += 0.025081936;
            } else {
              result[0] += 0.0011157439;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87209302187) ) ) {
              result[0] += -0.004369306;
            } else {
              result[0] += -0.03370903;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += 0.020448394;
        } else {
          result[0] += 0.0014576867;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14080652595) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028707919642) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42773428559) ) ) {
            result[0] += 0.027631423;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
              result[0] += 0.00041419617;
            } else {
              result[0] += 0.021224637;
            }
          }
        } else {
          result[0] += 0.042748798;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.48571428657) ) ) {
          result[0] += -0.0046297973;
        } else {
          result[0] += 0.0033624072;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.15384615958) ) ) {
              result[0] += 0.025632797;
            } else {
              result[0] += -0.0033495803;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
              result[0] += 0.0016095884;
            } else {
              result[0] += -0.001687482;
            }
          }
        } else {
          result[0] += -0.029930336;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46072542667) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
              result[0] += 0.0014629525;
            } else {
              result[0] += 0.045535613;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.004088738;
            } else {
              result[0] += -0.021734033;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15512506664) ) ) {
              result[0] += 0.025580693;
            } else {
              result[0] += -0.0005088159;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0004480457;
            } else {
              result[0] += 0.005978651;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)83) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)329) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)40) ) ) {
              result[0] += -0.0022277017;
            } else {
              result[0] += 0.00930879;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.016931865;
            } else {
              result[0] += 0.0057309875;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
              result[0] += -0.025693903;
            } else {
              result[0] += 0.0072515937;
            }
          } else {
            result[0] += 0.009006793;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.097442142665) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.014500533;
            } else {
              result[0] += 0.037402734;
            }
          } else {
            result[0] += -0.017160747;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.014057486;
            } else {
              result[0] += 0.0031247076;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.026341462508) ) ) {
              result[0] += 0.00023833998;
            } else {
              result[0] += -0.0024998828;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0088105723262) ) ) {
        result[0] += -0.022197722;
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.048513300717) ) ) {
            result[0] += 0.0069066407;
          } else {
            result[0] += -0.008955792;
          }
        } else {
          result[0] += -0.01673522;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)279) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011952191591) ) ) {
          result[0] += 0.013811821;
        } else {
          result[0] += 0.0057327575;
        }
      } else {
        result[0] += 0.018703623;
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028571428731) ) ) {
        result[0] += 0.006885484;
      } else {
        result[0] += -0.0037012713;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43220278621) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37647092342) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.30586579442) ) ) {
              result[0] += -0.0010734592;
            } else {
              result[0] += 0.013011405;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.00853678;
            } else {
              result[0] += -0.052109387;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)424) ) ) {
              result[0] += 0.015980514;
            } else {
              result[0] += -0.005640183;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
              result[0] += 0.01370381;
            } else {
              result[0] += -0.023845566;
            }
          }
        }
      } else {
        result[0] += 0.025090305;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)941) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.061636291444) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34918808937) ) ) {
              result[0] += 0.01008872;
            } else {
              result[0] += -0.017040042;
            }
          } else {
            result[0] += -0.053008586;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10603446513) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
              result[0] += 0.010501349;
            } else {
              result[0] += 0.04915508;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17596147954) ) ) {
              result[0] += -0.034645792;
            } else {
              result[0] += -0.004367013;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28329738975) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2312) ) ) {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.013857149;
            } else {
              result[0] += 0.0029355276;
            }
          } else {
            result[0] += -0.00025338127;
          }
        } else {
          result[0] += 0.018159563;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27447423339) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27299550176) ) ) {
              result[0] += 0.02423401;
            } else {
              result[0] += -0.00455341;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0061313426;
            } else {
              result[0] += 0.026873976;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
              result[0] += -0.00022145729;
            } else {
              result[0] += -0.02940238;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)502) ) ) {
              result[0] += 0.01807227;
            } else {
              result[0] += 0.0019601719;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
          result[0] += 0.025286091;
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
            result[0] += -0.002592549;
          } else {
            result[0] += 0.019183394;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
            result[0] += 0.04587197;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.01997886;
            } else {
              result[0] += -3.4635228e-05;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
              result[0] += -0.00032294926;
            } else {
              result[0] += -0.026315441;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
              result[0] += 0.013705892;
            } else {
              result[0] += -0.007774708;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.79799026251) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0444400311) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
              result[0] += 0.005297104;
            } else {
              result[0] += -0.012622425;
            }
          } else {
            result[0] += 0.030936435;
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += 0.021673944;
            } else {
              result[0] += -0.0039305533;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)226) ) ) {
              result[0] += -0.01317468;
            } else {
              result[0] += -0.0034693547;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23775185645) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82758623362) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += 0.0030487052;
            } else {
              result[0] += 0.0124179395;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += 0.0023159392;
            } else {
              result[0] += -0.021184111;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46072542667) ) ) {
              result[0] += -0.02764546;
            } else {
              result[0] += 0.0073043755;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.07609359175) ) ) {
              result[0] += -0.07404204;
            } else {
              result[0] += 0.0022713884;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35835760832) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31064018607) ) ) {
              result[0] += -0.0009212903;
            } else {
              result[0] += -0.020288564;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.015123774;
            } else {
              result[0] += -0.001101421;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.30586579442) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += -0.017993672;
            } else {
              result[0] += -0.05327211;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34337183833) ) ) {
              result[0] += 0.029525805;
            } else {
              result[0] += -0.022024348;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.058737538755) ) ) {
              result[0] += 0.0069813253;
            } else {
              result[0] += 0.030851377;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28816485405) ) ) {
              result[0] += -0.017758397;
            } else {
              result[0] += 0.013568902;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.28247326612) ) ) {
            result[0] += -0.06019869;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.40069329739) ) ) {
              result[0] += -0.02472786;
            } else {
              result[0] += -0.04572896;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15512506664) ) ) {
              result[0] += 0.0008528232;
            } else {
              result[0] += -0.00070926634;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73529410362) ) ) {
              result[0] += 0.020148527;
            } else {
              result[0] += 0.0075168903;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)129) ) ) {
              result[0] += -0.016056186;
            } else {
              result[0] += 0.0037425656;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84615385532) ) ) {
              result[0] += 0.0069877245;
            } else {
              result[0] += -0.0013622373;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
        result[0] += -0.022277309;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20181934536) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.0029294097;
            } else {
              result[0] += -0.0069422084;
            }
          } else {
            result[0] += 0.020489905;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
            result[0] += -0.019961735;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
              result[0] += -0.0028215505;
            } else {
              result[0] += -0.0055996417;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18001450598) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)131) ) ) {
            result[0] += 0.028782893;
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0077004745;
            } else {
              result[0] += 0.018210404;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)177) ) ) {
            result[0] += 0.011784777;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.64070618153) ) ) {
              result[0] += 0.0037651712;
            } else {
              result[0] += -0.0064697857;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
              result[0] += -0.010115839;
            } else {
              result[0] += 0.0033473365;
            }
          } else {
            result[0] += -0.012678576;
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.008750106;
            } else {
              result[0] += 0.019018998;
            }
          } else {
            result[0] += -0.0036019364;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
              result[0] += -0.00034913645;
            } else {
              result[0] += -0.023537977;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.034258626;
            } else {
              result[0] += 0.0043731243;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
              result[0] += 0.0072369287;
            } else {
              result[0] += -0.0035240098;
            }
          } else {
            result[0] += 0.019945916;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += 0.031849205;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
              result[0] += -0.0043857167;
            } else {
              result[0] += 0.01442775;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
              result[0] += -0.0035590813;
            } else {
              result[0] += 0.0048331427;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13546434045) ) ) {
              result[0] += 0.01818202;
            } else {
              result[0] += -0.0056010936;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21588493884) ) ) {
              result[0] += -0.018359147;
            } else {
              result[0] += -0.006207989;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)617) ) ) {
              result[0] += -0.0016992486;
            } else {
              result[0] += 0.013816364;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.026835714;
            } else {
              result[0] += 0.00036662616;
            }
          } else {
            result[0] += 0.006320037;
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.009440069;
            } else {
              result[0] += -0.0016737859;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)313) ) ) {
              result[0] += 0.0024182159;
            } else {
              result[0] += 0.018101227;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
            result[0] += -0.01301008;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60253745317) ) ) {
              result[0] += 0.01961228;
            } else {
              result[0] += 0.0050343736;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19931355119) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43590047956) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49647861719) ) ) {
              result[0] += -0.027172817;
            } else {
              result[0] += 0.029091736;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51709395647) ) ) {
              result[0] += -0.021905754;
            } else {
              result[0] += -0.06850631;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.021463414654) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
              result[0] += 0.04300889;
            } else {
              result[0] += 0.0038790696;
            }
          } else {
            result[0] += -0.021060398;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.007172683;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32870259881) ) ) {
              result[0] += 0.00983815;
            } else {
              result[0] += 0.043678556;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0021511912;
            } else {
              result[0] += 0.049783785;
            }
          } else {
            result[0] += -0.019726641;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.2992246747) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26224586368) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.086929619312) ) ) {
              result[0] += 0.015958404;
            } else {
              result[0] += -0.041372824;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.024151832;
            } else {
              result[0] += -0.0011593546;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
            result[0] += -0.04222627;
          } else {
            result[0] += -0.008758502;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.40069329739) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34764158726) ) ) {
              result[0] += 0.0271662;
            } else {
              result[0] += 0.04834013;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45278298855) ) ) {
              result[0] += -0.023312116;
            } else {
              result[0] += 0.021489155;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            result[0] += -0.039532594;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += 0.05457905;
            } else {
              result[0] += 0.0029780453;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.5132877827) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += -0.0032789842;
            } else {
              result[0] += -0.04444004;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
              result[0] += 0.030651946;
            } else {
              result[0] += 0.0020042295;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.24397140741) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
              result[0] += 0.012804608;
            } else {
              result[0] += -0.006209105;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.000627616;
            } else {
              result[0] += -0.0025018498;
            }
          }
        }
      } else {
        result[0] += -0.022909097;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31004729867) ) ) {
              result[0] += -0.020934736;
            } else {
              result[0] += -0.0034852475;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.026500806;
            } else {
              result[0] += -0.0684723;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += 0.002222158;
            } else {
              result[0] += 0.016192073;
            }
          } else {
            result[0] += -0.007459628;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            result[0] += -0.0049474016;
          } else {
            result[0] += 0.012245997;
          }
        } else {
          result[0] += 0.04456943;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45524737239) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42773428559) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
              result[0] += 0.010374959;
            } else {
              result[0] += 0.029613653;
            }
          } else {
            result[0] += 0.053555317;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.011217912659) ) ) {
            result[0] += -0.002561473;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12949697673) ) ) {
              result[0] += 0.026917119;
            } else {
              result[0] += 0.01298483;
            }
          }
        }
      } else {
        result[0] += -0.018630328;
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.78417563438) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)388) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0040080160834) ) ) {
              result[0] += 0.00078930316;
            } else {
              result[0] += 0.009693676;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.03231823;
            } else {
              result[0] += 0.018897224;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.021599924;
            } else {
              result[0] += -0.0071868584;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
              result[0] += -0.02718849;
            } else {
              result[0] += 0.0039038844;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011299435049) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010731707327) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
              result[0] += 0.008526582;
            } else {
              result[0] += -0.0087023275;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.048491202;
            } else {
              result[0] += -0.008184565;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)5) ) ) {
              result[0] += 0.006217512;
            } else {
              result[0] += -0.008037712;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
              result[0] += -0.0066244067;
            } else {
              result[0] += 0.001980907;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
              result[0] += 0.023588171;
            } else {
              result[0] += -0.00528889;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += -0.008041052;
            } else {
              result[0] += 0.00044142376;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76345038414) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
              result[0] += -0.046188135;
            } else {
              result[0] += -0.023160407;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43590047956) ) ) {
              result[0] += 0.0055877487;
            } else {
              result[0] += -0.015808705;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21588493884) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1187031269) ) ) {
              result[0] += 0.008691902;
            } else {
              result[0] += -0.0038229383;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
              result[0] += 0.022866359;
            } else {
              result[0] += -0.008529163;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.028993174434) ) ) {
              result[0] += 0.01602351;
            } else {
              result[0] += 0.0037840155;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.014182776;
            } else {
              result[0] += 0.021208527;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13852448761) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31004729867) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.025972048;
            } else {
              result[0] += -0.0027790754;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.002588;
            } else {
              result[0] += 0.010120769;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
              result[0] += 0.05327612;
            } else {
              result[0] += 0.010972319;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
              result[0] += 0.0037366995;
            } else {
              result[0] += -0.008803651;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += -0.039091647;
            } else {
              result[0] += 0.0066429577;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.067950025;
            } else {
              result[0] += 0.0038973335;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)226) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
              result[0] += 0.0061412416;
            } else {
              result[0] += -0.039601665;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.094297029078) ) ) {
              result[0] += 0.0041334485;
            } else {
              result[0] += -0.011895557;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12452687323) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.024315434;
        } else {
          result[0] += -0.053637695;
        }
      } else {
        result[0] += 0.009954569;
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014634146355) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005788711831) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += -0.0014430169;
            } else {
              result[0] += -0.031518903;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.042068716;
            } else {
              result[0] += 0.016182851;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
              result[0] += -0.023933072;
            } else {
              result[0] += -0.0065517165;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0078125) ) ) {
              result[0] += -0.0059260004;
            } else {
              result[0] += 0.020417284;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24658107758) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.071047954261) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.013631734;
            } else {
              result[0] += 0.0011742668;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.05943691358) ) ) {
              result[0] += 0.033820987;
            } else {
              result[0] += 0.010984453;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02597402595) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.010936885;
            } else {
              result[0] += -0.002466439;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.010642544;
            } else {
              result[0] += -0.00047301778;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14681240916) ) ) {
              result[0] += 0.0011684592;
            } else {
              result[0] += -0.0030704017;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62857145071) ) ) {
              result[0] += -0.009292393;
            } else {
              result[0] += 0.00524502;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43220278621) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0024679102935) ) ) {
              result[0] += -0.010599061;
            } else {
              result[0] += -0.035393644;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
              result[0] += 0.01805017;
            } else {
              result[0] += 0.034868438;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.008322062;
            } else {
              result[0] += -0.0012210694;
            }
          } else {
            result[0] += 0.025765425;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
              result[0] += -0.03450156;
            } else {
              result[0] += 0.0006866063;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57963961363) ) ) {
              result[0] += 0.0030158886;
            } else {
              result[0] += -0.0005028254;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
          result[0] += -0.046133615;
        } else {
          result[0] += -0.021894535;
        }
      } else {
        result[0] += 0.004814559;
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1165215373) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
              result[0] += 0.01757225;
            } else {
              result[0] += 0.00034428816;
            }
          } else {
            result[0] += 0.032487925;
          }
        } else {
          result[0] += 0.03758024;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.067087844014) ) ) {
          result[0] += -0.010735439;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.089914962649) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
              result[0] += -0.0010605574;
            } else {
              result[0] += 0.0202316;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0031941847;
            } else {
              result[0] += 0.018438866;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0015475614;
            } else {
              result[0] += 0.0067968154;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28029128909) ) ) {
              result[0] += 0.011007856;
            } else {
              result[0] += 0.020989353;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51888501644) ) ) {
              result[0] += -0.0025569096;
            } else {
              result[0] += -0.024977708;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
              result[0] += 0.008546253;
            } else {
              result[0] += -0.017138142;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
          result[0] += -0.024218967;
        } else {
          result[0] += -0.002418833;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)105) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.00092248839792) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.058737538755) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.086929619312) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
              result[0] += -0.003540973;
            } else {
              result[0] += 0.0016639875;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += -0.01808365;
            } else {
              result[0] += 0.012928394;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0076070032082) ) ) {
              result[0] += -0.0036117535;
            } else {
              result[0] += -0.020948898;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.044484336;
            } else {
              result[0] += -0.0016438179;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.0036234767;
            } else {
              result[0] += -0.00035680147;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21496334672) ) ) {
              result[0] += 0.023620395;
            } else {
              result[0] += 0.0050104307;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0012460623;
            } else {
              result[0] += -0.06860795;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.013344089;
            } else {
              result[0] += -0.00028574365;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.061636291444) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54870730639) ) ) {
              result[0] += 0.02679954;
            } else {
              result[0] += -0.00051335513;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)27) ) ) {
              result[0] += 0.02489909;
            } else {
              result[0] += 0.004458826;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.080451570451) ) ) {
            result[0] += -0.02744101;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += -0.018149434;
            } else {
              result[0] += -0.0008659493;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)235) ) ) {
            result[0] += -0.013104682;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
              result[0] += -0.053784218;
            } else {
              result[0] += -0.02148752;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13852448761) ) ) {
              result[0] += -0.016808704;
            } else {
              result[0] += -0.0033287667;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += -0.016360966;
            } else {
              result[0] += 0.004418425;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
        result[0] += 0.0317504;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += 0.034829978;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)263) ) ) {
              result[0] += 0.018443454;
            } else {
              result[0] += 0.0051915585;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
            result[0] += -0.026192224;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0089242635;
            } else {
              result[0] += -0.006017994;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += -0.0028042102;
            } else {
              result[0] += -0.018196097;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
              result[0] += 0.026741734;
            } else {
              result[0] += 0.002161207;
            }
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)225) ) ) {
              result[0] += -0.002197128;
            } else {
              result[0] += 0.0039435537;
            }
          } else {
            result[0] += -0.018025054;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10603446513) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)287) ) ) {
              result[0] += 0.00039783094;
            } else {
              result[0] += 0.013967837;
            }
          } else {
            result[0] += -0.005751336;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.78417563438) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.030386938;
            } else {
              result[0] += -0.0036813095;
            }
          } else {
            result[0] += 0.004208179;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.10166358948) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-2.3466780186) ) ) {
              result[0] += -0.00043368174;
            } else {
              result[0] += 0.013865485;
            }
          } else {
            result[0] += -0.009240757;
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.028594825;
          } else {
            result[0] += 0.01015273;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46072542667) ) ) {
              result[0] += -0.0017912387;
            } else {
              result[0] += 0.022021549;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += 4.3413515e-05;
            } else {
              result[0] += -0.015586239;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014705882408) ) ) {
              result[0] += -0.0019132774;
            } else {
              result[0] += -0.010256687;
            }
          } else {
            result[0] += 0.021611664;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27299550176) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += -0.024006108;
            } else {
              result[0] += 0.0077200937;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += 0.0400589;
            } else {
              result[0] += -0.006409173;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
            result[0] += 0.054522436;
          } else {
            result[0] += 0.014465223;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25592774153) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.027093742;
            } else {
              result[0] += 0.004938673;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.084626235068) ) ) {
              result[0] += 0.0008111866;
            } else {
              result[0] += -0.015070471;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25592774153) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.05454875;
            } else {
              result[0] += -0.008958105;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += -0.022976525;
            } else {
              result[0] += -0.00080818357;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)42) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19532375038) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          result[0] += 0.014878466;
        } else {
          result[0] += 0.02966168;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028707919642) ) ) {
          result[0] += -0.009083282;
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24319642782) ) ) {
              result[0] += 0.024949523;
            } else {
              result[0] += 0.0047506685;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.009202398;
            } else {
              result[0] += 0.012523077;
            }
          }
        }
      }
    } else {
      result[0] += -0.0052382406;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17163550854) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.010861302726) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19931355119) ) ) {
              result[0] += -0.0003791961;
            } else {
              result[0] += 0.0068261744;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
              result[0] += -0.005546958;
            } else {
              result[0] += -0.047988053;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0076070032082) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
              result[0] += 0.046125006;
            } else {
              result[0] += 0.002459102;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0024679102935) ) ) {
              result[0] += -0.020336073;
            } else {
              result[0] += 0.0065776953;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.54660791159) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17596147954) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.011068694;
            } else {
              result[0] += -0.033948723;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
              result[0] += -0.0034021537;
            } else {
              result[0] += 0.0019242469;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)157) ) ) {
              result[0] += 0.0010890228;
            } else {
              result[0] += 0.008730153;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
              result[0] += -0.035419494;
            } else {
              result[0] += -0.0015930778;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += -0.0099827135;
            } else {
              result[0] += -0.021273855;
            }
          } else {
            result[0] += 0.0017505375;
          }
        } else {
          result[0] += -0.033616584;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
              result[0] += 0.00010839217;
            } else {
              result[0] += -0.017015228;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.013629384;
            } else {
              result[0] += -0.012681156;
            }
          }
        } else {
          result[0] += -0.021227095;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22813892365) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.43590047956) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.006093452;
            } else {
              result[0] += 0.01903571;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
              result[0] += -0.009299254;
            } else {
              result[0] += -0.04516094;
            }
          }
        } else {
          result[0] += 0.030744081;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
              result[0] += 0.009425005;
            } else {
              result[0] += 0.03800887;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)156) ) ) {
              result[0] += 0.00734964;
            } else {
              result[0] += -0.02823688;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.32870259881) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
              result[0] += 0.0054101306;
            } else {
              result[0] += 0.016381523;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)239) ) ) {
              result[0] += -0.02328498;
            } else {
              result[0] += -0.0024299074;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22227196395) ) ) {
        result[0] += -0.043484844;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.076600834727) ) ) {
              result[0] += 0.026153345;
            } else {
              result[0] += 0.0034348287;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1165215373) ) ) {
              result[0] += 0.008624579;
            } else {
              result[0] += -0.006914735;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0024679102935) ) ) {
              result[0] += -0.0009031316;
            } else {
              result[0] += -0.024215348;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.022111799568) ) ) {
              result[0] += -0.01035496;
            } else {
              result[0] += 0.00079887186;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)91) ) ) {
              result[0] += -0.001337126;
            } else {
              result[0] += 0.007637215;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += -0.003658322;
            } else {
              result[0] += 0.004818208;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
              result[0] += 0.008286602;
            } else {
              result[0] += -0.017243342;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
              result[0] += 0.0118384985;
            } else {
              result[0] += 0.023674795;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += 0.018669417;
            } else {
              result[0] += 0.0005294964;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.013057867;
            } else {
              result[0] += 0.035144653;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.078431375325) ) ) {
              result[0] += -0.013143404;
            } else {
              result[0] += 0.0070397514;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += 0.009905198;
            } else {
              result[0] += -0.004766384;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.0021950875;
            } else {
              result[0] += -0.0011514638;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
              result[0] += -0.0004410493;
            } else {
              result[0] += 0.014024115;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
            result[0] += -0.05279399;
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.010916436;
            } else {
              result[0] += 0.01925361;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += -0.011579463;
            } else {
              result[0] += -0.0402845;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2787) ) ) {
              result[0] += 0.006286227;
            } else {
              result[0] += -0.008871367;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.075268819928) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0036382687;
            } else {
              result[0] += 0.002001317;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
              result[0] += -0.030554587;
            } else {
              result[0] += -0.00315846;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.0040722196;
          } else {
            result[0] += -0.016768724;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
              result[0] += 0.0049238103;
            } else {
              result[0] += -0.0025567848;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
              result[0] += 0.018937565;
            } else {
              result[0] += 0.0023182647;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.014116781;
            } else {
              result[0] += 0.0065692733;
            }
          } else {
            result[0] += -0.0063626342;
          }
        } else {
          result[0] += -0.004983974;
        }
      }
    } else {
      result[0] += -0.0190657;
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76712328196) ) ) {
              result[0] += -0.0004716986;
            } else {
              result[0] += 0.0131891295;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
              result[0] += 0.027173778;
            } else {
              result[0] += -0.008668979;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85294115543) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.0056055617;
            } else {
              result[0] += 0.030392343;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
              result[0] += -0.031628106;
            } else {
              result[0] += -0.0005139012;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            result[0] += 0.024989855;
          } else {
            result[0] += 0.0069378964;
          }
        } else {
          result[0] += 0.0046243453;
        }
      }
    } else {
      result[0] += -0.022465957;
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14080652595) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)126) ) ) {
              result[0] += 0.008273585;
            } else {
              result[0] += -0.012824754;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.0058419365;
            } else {
              result[0] += 0.028248737;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)68) ) ) {
            result[0] += 0.02582107;
          } else {
            result[0] += 0.0058250935;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4949) ) ) {
          result[0] += -0.017019754;
        } else {
          result[0] += 0.008931593;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          result[0] += 0.008193635;
        } else {
          result[0] += -0.011842829;
        }
      } else {
        result[0] += -0.016622396;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.049382615834) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49647861719) ) ) {
              result[0] += -0.010998534;
            } else {
              result[0] += 0.003446765;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
              result[0] += -0.026635641;
            } else {
              result[0] += 0.0111082615;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21588493884) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
              result[0] += 0.0007264518;
            } else {
              result[0] += -0.01767484;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += -0.09081118;
            } else {
              result[0] += -0.021548178;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
              result[0] += -0.0004650761;
            } else {
              result[0] += 0.011791105;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34918808937) ) ) {
              result[0] += -0.002351519;
            } else {
              result[0] += 0.027378058;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
              result[0] += -0.008967171;
            } else {
              result[0] += -0.029836152;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.01408369;
            } else {
              result[0] += 0.02290815;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.0057644784;
            } else {
              result[0] += 0.040949326;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
              result[0] += -0.016503504;
            } else {
              result[0] += 0.021531887;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23051343858) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0061063915;
            } else {
              result[0] += 0.028765721;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.25273373723) ) ) {
              result[0] += -0.024837086;
            } else {
              result[0] += 0.0037486397;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.24658107758) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.0073096114;
            } else {
              result[0] += 0.021207705;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.40069329739) ) ) {
              result[0] += -0.006304598;
            } else {
              result[0] += -0.014244567;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.07609359175) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.067764557898) ) ) {
              result[0] += -0.0050419075;
            } else {
              result[0] += -0.04907289;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.60714286566) ) ) {
              result[0] += -0.006735152;
            } else {
              result[0] += 0.008533641;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33742809296) ) ) {
            result[0] += 0.022461336;
          } else {
            result[0] += 0.04921373;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22227196395) ) ) {
            result[0] += -0.015558961;
          } else {
            result[0] += 0.010981976;
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.022229709;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.0076070032082) ) ) {
            result[0] += 0.010237183;
          } else {
            result[0] += -0.03626885;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.27299550176) ) ) {
          result[0] += -0.089694776;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22687973082) ) ) {
            result[0] += -0.0020889402;
          } else {
            result[0] += 0.018507434;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37039878964) ) ) {
              result[0] += 0.022039024;
            } else {
              result[0] += -0.01520893;
            }
          } else {
            result[0] += -0.015144057;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.00019299051;
            } else {
              result[0] += -0.0102864215;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0027816412039) ) ) {
              result[0] += 0.015667923;
            } else {
              result[0] += 0.0012495237;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)377) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)78) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)21) ) ) {
            result[0] += -0.012473932;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)42) ) ) {
              result[0] += 0.01211895;
            } else {
              result[0] += -0.0026227618;
            }
          }
        } else {
          if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            result[0] += 0.0360922;
          } else {
            result[0] += 0.008899004;
          }
        }
      } else {
        if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          result[0] += 0.030894354;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
            result[0] += 0.0014093894;
          } else {
            result[0] += 0.008214235;
          }
        }
      }
    } else {
      result[0] += -0.016203865;
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)106) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90322577953) ) ) {
              result[0] += -0.0002541253;
            } else {
              result[0] += 0.008938492;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.03032792;
            } else {
              result[0] += 0.00480866;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0028829928;
            } else {
              result[0] += -0.028404186;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
              result[0] += 0.0042712926;
            } else {
              result[0] += 0.034825373;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84042555094) ) ) {
              result[0] += 9.9143035e-05;
            } else {
              result[0] += -0.033669304;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.023911772;
            } else {
              result[0] += 0.009125072;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
              result[0] += 0.0236978;
            } else {
              result[0] += 0.0066716517;
            }
          } else {
            result[0] += -0.019169373;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)75) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0025088356;
            } else {
              result[0] += -0.016973346;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.022063693;
            } else {
              result[0] += -0.0008006583;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0006376534;
            } else {
              result[0] += -0.035636272;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0005804574;
            } else {
              result[0] += 0.0023129142;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.019872269;
            } else {
              result[0] += 0.0091943685;
            }
          } else {
            result[0] += 0.0008650731;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.009129387;
            } else {
              result[0] += 0.0034198705;
            }
          } else {
            result[0] += 0.010474234;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35835760832) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21496334672) ) ) {
              result[0] += -0.0042834836;
            } else {
              result[0] += -0.015534572;
            }
          } else {
            result[0] += 0.015413977;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.091218404472) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.52571541071) ) ) {
              result[0] += -0.039861478;
            } else {
              result[0] += 0.0030139217;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.03188921;
            } else {
              result[0] += -0.0010669393;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.024391344;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45524737239) ) ) {
            result[0] += 0.0028360845;
          } else {
            result[0] += 0.0070047155;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22813892365) ) ) {
            result[0] += -0.0074072853;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.048332404;
            } else {
              result[0] += 0.017940542;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22813892365) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.69557058811) ) ) {
              result[0] += 0.0006323414;
            } else {
              result[0] += 0.02110649;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0077958764;
            } else {
              result[0] += 0.004762636;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          result[0] += -0.04458132;
        } else {
          result[0] += -0.0023184044;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.028707919642) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15512506664) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.005027722;
            } else {
              result[0] += 0.011993573;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11224572361) ) ) {
              result[0] += -0.062421143;
            } else {
              result[0] += -0.0048024855;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10366172343) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.054904766;
            } else {
              result[0] += 0.008385235;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0034090658;
            } else {
              result[0] += 0.027085567;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.00092248839792) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15088401735) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0047638197;
            } else {
              result[0] += 0.027803287;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += 0.02907741;
            } else {
              result[0] += 0.057117887;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.015642622;
            } else {
              result[0] += -0.002578954;
            }
          } else {
            result[0] += -0.03456141;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.089914962649) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17063914239) ) ) {
              result[0] += -0.01685422;
            } else {
              result[0] += 0.017943442;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.28247326612) ) ) {
              result[0] += -0.058420558;
            } else {
              result[0] += -0.02112054;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.49248212576) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.42348200083) ) ) {
              result[0] += 0.011366942;
            } else {
              result[0] += 0.0425867;
            }
          } else {
            result[0] += -0.019470593;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)77) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.0010659954;
            } else {
              result[0] += -0.011791201;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6485569477) ) ) {
              result[0] += 0.008272954;
            } else {
              result[0] += 0.00016919355;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10144735873) ) ) {
              result[0] += -0.002485483;
            } else {
              result[0] += 0.030488208;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0006709778;
            } else {
              result[0] += -0.016573422;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
        result[0] += -0.00982052;
      } else {
        result[0] += 0.02805213;
      }
    } else {
      result[0] += 0.031445652;
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.22687973082) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.13546434045) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17839844525) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22813892365) ) ) {
              result[0] += -0.0022495412;
            } else {
              result[0] += -0.05295009;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.083199396729) ) ) {
              result[0] += 0.0066952244;
            } else {
              result[0] += -0.0072832145;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311781228) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.18608938158) ) ) {
              result[0] += 0.007830485;
            } else {
              result[0] += 0.035147175;
            }
          } else {
            result[0] += 0.0025458948;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += -0.01739249;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += 0.0020319198;
            } else {
              result[0] += 0.012617506;
            }
          }
        } else {
          result[0] += -0.037965517;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.09940482676) ) ) {
            result[0] += -0.0036166206;
          } else {
            result[0] += 0.0070919804;
          }
        } else {
          result[0] += 0.034789473;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)413) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += 0.0014356677;
            } else {
              result[0] += -0.0003948875;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.015009172;
            } else {
              result[0] += -0.0025426392;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0054897424;
            } else {
              result[0] += -0.0016240877;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.013407441;
            } else {
              result[0] += -0.0075049247;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.48571428657) ) ) {
              result[0] += -0.0069054193;
            } else {
              result[0] += 0.0007768704;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.0015267539;
            } else {
              result[0] += 0.0060520195;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.038772088;
            } else {
              result[0] += 0.011336253;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.007574116;
            } else {
              result[0] += 0.007835482;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.57142859697) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0050625014;
            } else {
              result[0] += -0.036800437;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0036763304;
            } else {
              result[0] += -0.024645278;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
              result[0] += 0.0035832897;
            } else {
              result[0] += 0.01607664;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.0056485883;
            } else {
              result[0] += -0.009092755;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72727274895) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.016112147;
            } else {
              result[0] += -0.007718471;
            }
          } else {
            result[0] += -0.0046385373;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78723406792) ) ) {
            result[0] += -0.039122835;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.02933298;
            } else {
              result[0] += -0.013324072;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.375) ) ) {
              result[0] += 0.012967604;
            } else {
              result[0] += -0.02235926;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.023941988;
            } else {
              result[0] += 0.029139275;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0024177686;
            } else {
              result[0] += -0.0074049006;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0287581;
            } else {
              result[0] += 0.0066973837;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += -0.014289536;
      } else {
        result[0] += -0.037016142;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.032520323992) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.018504744;
            } else {
              result[0] += -0.001142932;
            }
          } else {
            result[0] += -0.005900187;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.020304568112) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
              result[0] += -0.0070665265;
            } else {
              result[0] += -0.0004627277;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.025117433;
            } else {
              result[0] += 0.0048516053;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.42857143283) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)258) ) ) {
              result[0] += 0.0087124845;
            } else {
              result[0] += 0.02599587;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0016996928;
            } else {
              result[0] += -0.015121504;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
              result[0] += -0.010537309;
            } else {
              result[0] += 0.010551347;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.58407080173) ) ) {
              result[0] += -0.014037463;
            } else {
              result[0] += 0.0039681713;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.96389216185) ) ) {
              result[0] += -0.0019817145;
            } else {
              result[0] += -0.023971308;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
              result[0] += 0.00057549373;
            } else {
              result[0] += -0.026022134;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51709395647) ) ) {
            result[0] += 0.02876666;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
              result[0] += 0.0014278473;
            } else {
              result[0] += 0.023016887;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14681240916) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10144735873) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31981351972) ) ) {
              result[0] += -0.0042596455;
            } else {
              result[0] += 0.0061757867;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0053925016;
            } else {
              result[0] += -0.028284756;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26863762736) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
              result[0] += 0.003652904;
            } else {
              result[0] += 0.026346227;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.0021123076;
            } else {
              result[0] += -0.0054128766;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += -0.0068018376;
            } else {
              result[0] += -0.016371686;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33064296842) ) ) {
              result[0] += 0.0030470325;
            } else {
              result[0] += -0.007499724;
            }
          }
        } else {
          result[0] += -0.019550001;
        }
      } else {
        if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)388) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311781228) ) ) {
              result[0] += 0.023374073;
            } else {
              result[0] += 0.003836155;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)485) ) ) {
              result[0] += -0.009517332;
            } else {
              result[0] += 0.01175766;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)6) ) ) {
              result[0] += 0.0026358936;
            } else {
              result[0] += -0.0065579624;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.00092248839792) ) ) {
              result[0] += 0.019455034;
            } else {
              result[0] += 0.008141944;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84042555094) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)173) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)153) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)147) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0040674903;
            } else {
              result[0] += -0.010303062;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45524737239) ) ) {
              result[0] += 0.010222346;
            } else {
              result[0] += -0.018034944;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.49248212576) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.071114115417) ) ) {
              result[0] += -0.0010971728;
            } else {
              result[0] += 0.01959659;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.00769694;
            } else {
              result[0] += 0.012984847;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.0058094896376) ) ) {
            result[0] += -0.049692508;
          } else {
            result[0] += 0.015216273;
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
              result[0] += -0.012186751;
            } else {
              result[0] += 0.0026774658;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1196229458) ) ) {
              result[0] += -0.00953064;
            } else {
              result[0] += 0.017708782;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33064296842) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
          result[0] += 0.01505705;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
              result[0] += -0.030176694;
            } else {
              result[0] += -0.00060892396;
            }
          } else {
            result[0] += -0.03759935;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86813187599) ) ) {
            result[0] += 0.0059556994;
          } else {
            result[0] += -0.016712274;
          }
        } else {
          result[0] += 0.022064837;
        }
      }
    }
  }
}

