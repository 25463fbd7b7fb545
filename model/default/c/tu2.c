
#include "header.h"

void predict_unit2(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69905215502) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
              result[0] += 0.00018346423;
            } else {
              result[0] += 0.008851029;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.026299486;
            } else {
              result[0] += 0.0065021226;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += 0.018513896;
            } else {
              result[0] += -0.0059287017;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += 0.031261567;
            } else {
              result[0] += 0.009727527;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75661373138) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += -0.040636476;
            } else {
              result[0] += -0.008032567;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0031228545;
            } else {
              result[0] += -0.02177445;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
              result[0] += 0.0048047653;
            } else {
              result[0] += 0.015108484;
            }
          } else {
            result[0] += 0.032762118;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += 0.024061685;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
              result[0] += 0.01060054;
            } else {
              result[0] += 0.025907641;
            }
          } else {
            result[0] += 0.0059103877;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86075949669) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.005403371;
            } else {
              result[0] += 0.022193925;
            }
          } else {
            result[0] += -0.07091287;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            result[0] += 0.031049637;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.001986716;
            } else {
              result[0] += 0.012887298;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += 0.0015076327;
            } else {
              result[0] += -0.010491893;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.018472916;
            } else {
              result[0] += 0.010131644;
            }
          }
        } else {
          result[0] += -0.0886071;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
              result[0] += -0.013606866;
            } else {
              result[0] += 0.002332819;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
              result[0] += 0.024772085;
            } else {
              result[0] += 0.0032939885;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
            result[0] += -0.04961779;
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.026232842;
            } else {
              result[0] += -0.0034275935;
            }
          }
        }
      }
    } else {
      result[0] += -0.045602664;
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
              result[0] += -0.012126918;
            } else {
              result[0] += -0.0019185663;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += 0.009686765;
            } else {
              result[0] += 0.00028527257;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13679245114) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
              result[0] += -0.0022545015;
            } else {
              result[0] += 0.0077722655;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += -0.015916659;
            } else {
              result[0] += 0.006919458;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += 0.029144937;
            } else {
              result[0] += 0.01518624;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.015414258465) ) ) {
              result[0] += 0.0022768828;
            } else {
              result[0] += -0.024976354;
            }
          }
        } else {
          result[0] += -0.02914126;
        }
      }
    } else {
      result[0] += -0.033213984;
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
        result[0] += 0.03015617;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.0046725627;
            } else {
              result[0] += -0.03811985;
            }
          } else {
            result[0] += -0.052857365;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.01221583;
            } else {
              result[0] += 0.0031779308;
            }
          } else {
            result[0] += -0.023839911;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2715) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
          result[0] += -0.04690605;
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
              result[0] += 0.006952833;
            } else {
              result[0] += -0.02188432;
            }
          } else {
            result[0] += -0.033012867;
          }
        }
      } else {
        result[0] += 0.032285485;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.000106253014;
            } else {
              result[0] += 0.007957715;
            }
          } else {
            result[0] += -0.03407204;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.036643863;
            } else {
              result[0] += -0.0016942446;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.01195697;
            } else {
              result[0] += -0.022001844;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.015966542;
            } else {
              result[0] += 0.0011816359;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.026849559;
            } else {
              result[0] += 0.0023547157;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
              result[0] += 0.0168354;
            } else {
              result[0] += 0.0014782986;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.026590956;
            } else {
              result[0] += -0.0013523971;
            }
          }
        }
      }
    } else {
      result[0] += 0.020990927;
    }
  } else {
    result[0] += 0.024056597;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85106384754) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
              result[0] += -0.016541868;
            } else {
              result[0] += 0.003925118;
            }
          } else {
            result[0] += -0.053181928;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            result[0] += 0.014677221;
          } else {
            result[0] += 0.0047273426;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.049808834;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += 0.01828875;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.005828835;
            } else {
              result[0] += -0.017072031;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += -0.039136805;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82758623362) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.0005075768;
            } else {
              result[0] += 0.012815677;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += -0.032094926;
            } else {
              result[0] += -0.017126393;
            }
          }
        } else {
          result[0] += -0.03353909;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.014159925;
        } else {
          result[0] += 0.057495065;
        }
      } else {
        result[0] += 0.0053351023;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
              result[0] += 0.00074263144;
            } else {
              result[0] += -0.010303538;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.013802192;
            } else {
              result[0] += 0.018747384;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.005853658542) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.01355539;
            } else {
              result[0] += 0.008567918;
            }
          } else {
            result[0] += 0.026398262;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.044491097;
            } else {
              result[0] += 0.011012966;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0086705200374) ) ) {
              result[0] += 0.002150322;
            } else {
              result[0] += -0.06923477;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += 0.024852348;
            } else {
              result[0] += 0.009607535;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)129) ) ) {
              result[0] += -0.0015137722;
            } else {
              result[0] += 0.009577214;
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
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76470589638) ) ) {
              result[0] += -0.0055617644;
            } else {
              result[0] += -0.03205586;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85294115543) ) ) {
              result[0] += 0.015333421;
            } else {
              result[0] += -0.009692581;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.68421053886) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.001299468;
            } else {
              result[0] += 0.024314625;
            }
          } else {
            result[0] += 0.03366274;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.02796112;
            } else {
              result[0] += -0.00935197;
            }
          } else {
            result[0] += 0.013884353;
          }
        } else {
          result[0] += -0.04822584;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.006783567;
      } else {
        result[0] += 0.030609528;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.016205216;
            } else {
              result[0] += -0.026419163;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.017014427;
            } else {
              result[0] += -0.001716169;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0035058304;
            } else {
              result[0] += 0.04845744;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.012683252;
            } else {
              result[0] += -0.0018233603;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.020168504;
          } else {
            result[0] += -0.035076078;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.001891559;
            } else {
              result[0] += 0.022363255;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
              result[0] += -0.02812895;
            } else {
              result[0] += 0.0021806795;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
              result[0] += -0.00031831278;
            } else {
              result[0] += 0.0063508735;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
              result[0] += 0.005725928;
            } else {
              result[0] += -0.04132734;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.022761928;
            } else {
              result[0] += -0.07727395;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0067031914;
            } else {
              result[0] += 0.023948995;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)170) ) ) {
              result[0] += 0.002718898;
            } else {
              result[0] += 0.009567668;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
              result[0] += -0.021948313;
            } else {
              result[0] += 0.011612383;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
              result[0] += -0.0016051751;
            } else {
              result[0] += 0.0030909234;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)8) ) ) {
              result[0] += -0.03643465;
            } else {
              result[0] += -0.0012731779;
            }
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
              result[0] += -0.0072567435;
            } else {
              result[0] += 0.02331849;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.02783621;
            } else {
              result[0] += 0.021769788;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)250) ) ) {
            result[0] += 0.0010954576;
          } else {
            result[0] += 0.05535801;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0115836;
            } else {
              result[0] += -0.0012679043;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0411932;
            } else {
              result[0] += 0.0024147194;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.003742021;
            } else {
              result[0] += -0.013168785;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += -0.027693087;
            } else {
              result[0] += -0.04957027;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)59) ) ) {
        result[0] += 0.032363635;
      } else {
        result[0] += 0.016615255;
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.77777779102) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76712328196) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
              result[0] += 0.0012754217;
            } else {
              result[0] += -0.002521705;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
              result[0] += 0.0048492956;
            } else {
              result[0] += 0.02611407;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0037885183;
            } else {
              result[0] += 0.022988884;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
              result[0] += -0.036462292;
            } else {
              result[0] += -0.007660646;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9389313459) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
              result[0] += 0.011596928;
            } else {
              result[0] += 0.02644345;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += -0.009659101;
            } else {
              result[0] += 0.0019928643;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.0021008386;
            } else {
              result[0] += -0.04282642;
            }
          } else {
            result[0] += 0.023154138;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        result[0] += -0.04118461;
      } else {
        result[0] += -0.020570865;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += 0.018437464;
            } else {
              result[0] += -0.0006318373;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.020840084;
            } else {
              result[0] += 0.00030051303;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
              result[0] += -0.062142897;
            } else {
              result[0] += 0.0014217639;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.017460741;
            } else {
              result[0] += -0.0066261776;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += -0.0045392895;
        } else {
          result[0] += 0.0648536;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75661373138) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
              result[0] += 0.0008530222;
            } else {
              result[0] += 0.02285698;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.061684728;
            } else {
              result[0] += 0.017475007;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.017787429;
            } else {
              result[0] += -0.03303788;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.016046954;
            } else {
              result[0] += -0.0043700947;
            }
          }
        }
      } else {
        result[0] += 0.04794266;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87096774578) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.024487173;
            } else {
              result[0] += -0.0067303427;
            }
          } else {
            result[0] += 0.014650236;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.056705046;
            } else {
              result[0] += 0.010237363;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.030443251;
            } else {
              result[0] += 0.043821376;
            }
          }
        }
      } else {
        result[0] += -0.060939904;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.029411764815) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
              result[0] += 0.00077596604;
            } else {
              result[0] += -0.023359168;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
              result[0] += -0.011309602;
            } else {
              result[0] += 0.00279464;
            }
          }
        } else {
          result[0] += -0.05668002;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.005801293;
            } else {
              result[0] += 0.04768225;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
              result[0] += 0.011784202;
            } else {
              result[0] += -0.0028376956;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025365853682) ) ) {
            result[0] += -0.065977044;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += 0.007959576;
            } else {
              result[0] += -0.00037929317;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.15804877877) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017505470663) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011299435049) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += 0.00027628193;
            } else {
              result[0] += -0.029604843;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
              result[0] += 0.02832801;
            } else {
              result[0] += 0.0035287496;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017560975626) ) ) {
            result[0] += -0.052592665;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0007653168;
            } else {
              result[0] += -0.0114784045;
            }
          }
        }
      } else {
        result[0] += -0.06877008;
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)211) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.0062074224;
            } else {
              result[0] += 0.020383732;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.021087011;
            } else {
              result[0] += 0.0018256194;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += -0.02752862;
            } else {
              result[0] += 0.0029832034;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.00096067385;
            } else {
              result[0] += 0.01954905;
            }
          }
        }
      } else {
        result[0] += -0.022299545;
      }
    }
  } else {
    result[0] += 0.02705125;
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85106384754) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76470589638) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0050517656;
            } else {
              result[0] += 0.0045335945;
            }
          } else {
            result[0] += -0.039384056;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.010078094;
            } else {
              result[0] += -0.0099937385;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += 0.029952526;
            } else {
              result[0] += 0.0116765415;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
            result[0] += -0.020718882;
          } else {
            result[0] += -0.05711949;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            result[0] += 0.01960576;
          } else {
            result[0] += 0.007824391;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7619047761) ) ) {
              result[0] += -0.025153566;
            } else {
              result[0] += -0.0015324902;
            }
          } else {
            result[0] += 0.02448116;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1057) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)348) ) ) {
              result[0] += 0.0020847395;
            } else {
              result[0] += 0.024013072;
            }
          } else {
            result[0] += -0.040456284;
          }
        }
      } else {
        result[0] += 0.022296043;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9212598801) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.052565708756) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)502) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0046323123;
            } else {
              result[0] += 0.028240835;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)632) ) ) {
              result[0] += -0.03133697;
            } else {
              result[0] += 0.001008557;
            }
          }
        } else {
          result[0] += -0.024939148;
        }
      } else {
        result[0] += -0.039908584;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.0012969918;
            } else {
              result[0] += 0.005925777;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.016589498;
            } else {
              result[0] += 0.0021622477;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)182) ) ) {
              result[0] += 0.017544976;
            } else {
              result[0] += 0.0012697334;
            }
          } else {
            result[0] += 0.02840341;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += 0.025486097;
            } else {
              result[0] += -0.0059140483;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += -0.055700608;
            } else {
              result[0] += -0.020984365;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)81) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
              result[0] += 0.0058758794;
            } else {
              result[0] += 0.025748117;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
              result[0] += -3.2304157e-05;
            } else {
              result[0] += 0.0051351576;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
              result[0] += -0.011235239;
            } else {
              result[0] += 0.019707449;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
              result[0] += 0.034849767;
            } else {
              result[0] += 0.006988262;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += 0.037492663;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
              result[0] += 0.017472921;
            } else {
              result[0] += 0.0032646544;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += -0.0009894855;
            } else {
              result[0] += 0.0036939501;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0021155924;
            } else {
              result[0] += 0.0044969725;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += -0.008498095;
            } else {
              result[0] += -0.031931296;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += -0.018275691;
            } else {
              result[0] += -4.3173768e-05;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        result[0] += -0.03858247;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
              result[0] += 0.0069766315;
            } else {
              result[0] += 0.01804339;
            }
          } else {
            result[0] += 0.041120972;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
              result[0] += 0.0016046193;
            } else {
              result[0] += 0.007864566;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.030254344;
            } else {
              result[0] += 0.004680852;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.03732271;
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0012009924;
            } else {
              result[0] += 0.028818328;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.001844276;
            } else {
              result[0] += -0.019082164;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            result[0] += 0.007424058;
          } else {
            result[0] += 0.028642822;
          }
        }
      } else {
        result[0] += -0.03366412;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0020090223;
            } else {
              result[0] += 0.0124230115;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.04227289;
            } else {
              result[0] += 0.015555265;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            result[0] += -0.005371285;
          } else {
            result[0] += -0.027243322;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.002303032;
            } else {
              result[0] += -0.030373631;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0053173145;
            } else {
              result[0] += 0.041279074;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0025332356;
            } else {
              result[0] += 0.04232887;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.63999998569) ) ) {
              result[0] += 0.00052492763;
            } else {
              result[0] += 0.011172221;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.010271893;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.007935591;
            } else {
              result[0] += 0.023405999;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.028050413;
            } else {
              result[0] += 0.0018383488;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.027124522;
            } else {
              result[0] += 8.0131336e-05;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
          result[0] += 0.027579376;
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
              result[0] += 0.008767648;
            } else {
              result[0] += -0.0065466613;
            }
          } else {
            result[0] += -0.017658573;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.01385085;
            } else {
              result[0] += 0.002316612;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.031608053;
            } else {
              result[0] += -0.004990004;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            result[0] += -0.069331646;
          } else {
            result[0] += -0.0044589746;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90322577953) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84210526943) ) ) {
              result[0] += 0.008287249;
            } else {
              result[0] += 0.021425713;
            }
          } else {
            result[0] += -0.00040595254;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)173) ) ) {
              result[0] += -0.019251265;
            } else {
              result[0] += 0.003293793;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.241379261) ) ) {
              result[0] += 0.018575097;
            } else {
              result[0] += 0.00672375;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)510) ) ) {
              result[0] += -0.000812086;
            } else {
              result[0] += 0.0113980435;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += -0.0101161925;
            } else {
              result[0] += -0.04928003;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)400) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
              result[0] += -0.0046481234;
            } else {
              result[0] += 0.01488124;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
              result[0] += -0.009709871;
            } else {
              result[0] += 0.0027505818;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)153) ) ) {
              result[0] += -0.04284308;
            } else {
              result[0] += -0.00057264476;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.05656131;
            } else {
              result[0] += 0.005372309;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.0038580836;
            } else {
              result[0] += -0.038974006;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.012115291;
            } else {
              result[0] += 0.008828779;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += 0.0098931;
            } else {
              result[0] += -0.014987404;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0067184316;
            } else {
              result[0] += 0.040417667;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
              result[0] += -0.017463323;
            } else {
              result[0] += 0.011449016;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
              result[0] += 0.0010326187;
            } else {
              result[0] += -0.0102922125;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
          result[0] += 0.026695639;
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.011462436;
            } else {
              result[0] += 0.0009351331;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.020453395;
            } else {
              result[0] += 0.009832103;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)226) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += 0.032824606;
            } else {
              result[0] += 0.011220136;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
              result[0] += -0.027362702;
            } else {
              result[0] += 0.012920122;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.013596132;
            } else {
              result[0] += -0.0024755485;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
              result[0] += -0.020818247;
            } else {
              result[0] += -0.004483534;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
          result[0] += 0.0678755;
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.008033301;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
              result[0] += 0.031421535;
            } else {
              result[0] += 0.010268834;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2715) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0028138312;
            } else {
              result[0] += -0.016665151;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += 0.044075664;
            } else {
              result[0] += 0.002640377;
            }
          }
        } else {
          result[0] += 0.029181456;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            result[0] += -0.029993711;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.011517072;
            } else {
              result[0] += 0.008679502;
            }
          }
        } else {
          result[0] += -0.04308596;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)143) ) ) {
              result[0] += 0.00081985194;
            } else {
              result[0] += 0.026783852;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.021052632481) ) ) {
              result[0] += -0.008790056;
            } else {
              result[0] += 0.011974945;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
            result[0] += -0.03652209;
          } else {
            result[0] += -0.014344792;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)192) ) ) {
              result[0] += 0.011562299;
            } else {
              result[0] += 0.027753994;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
              result[0] += -0.011367443;
            } else {
              result[0] += 0.020395992;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
              result[0] += 0.027392907;
            } else {
              result[0] += 0.014025874;
            }
          } else {
            result[0] += -0.00022493384;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.03729355;
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0027217928;
            } else {
              result[0] += 0.028539538;
            }
          }
        } else {
          result[0] += 0.046494912;
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.014139093;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)413) ) ) {
            result[0] += -0.010017603;
          } else {
            result[0] += 0.005018794;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
        result[0] += -0.045883477;
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)195) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)148) ) ) {
              result[0] += -0.028761407;
            } else {
              result[0] += -0.009276648;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025365853682) ) ) {
              result[0] += -0.0013594497;
            } else {
              result[0] += 0.007990149;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 0.014653801;
            } else {
              result[0] += 0.037145175;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0020235241;
            } else {
              result[0] += -0.009618244;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
          if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)258) ) ) {
              result[0] += 0.013533673;
            } else {
              result[0] += -0.0120616825;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += -0.005261435;
            } else {
              result[0] += 0.0057196575;
            }
          }
        } else {
          result[0] += -0.019331576;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
            result[0] += 0.014065874;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
              result[0] += 0.007262815;
            } else {
              result[0] += -0.0045749913;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += 0.017636893;
            } else {
              result[0] += 0.028207222;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
              result[0] += -0.0025752508;
            } else {
              result[0] += 0.024412297;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.00051625585;
            } else {
              result[0] += -0.01832821;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += 0.026308546;
            } else {
              result[0] += -0.011785026;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.012106927;
            } else {
              result[0] += 0.0021513568;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.026097137;
            } else {
              result[0] += 0.014350118;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85981309414) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.016194101;
            } else {
              result[0] += -0.0017251387;
            }
          } else {
            result[0] += -0.028997561;
          }
        } else {
          result[0] += -0.045797423;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.05326128;
          } else {
            result[0] += -0.015533606;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
              result[0] += 0.0034206526;
            } else {
              result[0] += -0.008971275;
            }
          } else {
            result[0] += 0.023066921;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.09891992;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
            result[0] += 0.004943922;
          } else {
            result[0] += -0.029363716;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)48) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)113) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82608693838) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
              result[0] += 0.007018491;
            } else {
              result[0] += -0.021195933;
            }
          } else {
            result[0] += 0.020617593;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)115) ) ) {
              result[0] += 0.024334867;
            } else {
              result[0] += 0.044904407;
            }
          } else {
            result[0] += 0.0082009;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)244) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)148) ) ) {
            result[0] += -0.009586094;
          } else {
            result[0] += -0.021943351;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1192) ) ) {
              result[0] += 0.019524349;
            } else {
              result[0] += 0.0043325257;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)719) ) ) {
              result[0] += -0.0012412;
            } else {
              result[0] += 0.0042164936;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += -0.0029324715;
            } else {
              result[0] += 0.012897904;
            }
          } else {
            result[0] += 0.01785772;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.51086956263) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)115) ) ) {
              result[0] += 0.008731003;
            } else {
              result[0] += -0.022044314;
            }
          } else {
            result[0] += -0.04879461;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0054759453;
            } else {
              result[0] += -0.008773389;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.02419175;
            } else {
              result[0] += 0.00465408;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
              result[0] += -0.014519303;
            } else {
              result[0] += 0.020936202;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.0012708098;
            } else {
              result[0] += -0.0030917597;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1479) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)450) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.00078274554;
            } else {
              result[0] += 0.017191729;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.022728061;
            } else {
              result[0] += 0.05765673;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0026548204;
            } else {
              result[0] += 0.034720883;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0037426495;
            } else {
              result[0] += -0.031710785;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.027276903;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
              result[0] += 0.012706771;
            } else {
              result[0] += 0.031085735;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
              result[0] += -0.007376281;
            } else {
              result[0] += -0.025749266;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
              result[0] += -0.0069144303;
            } else {
              result[0] += 0.008283347;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2396) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            result[0] += 0.028919434;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
              result[0] += 0.0072211884;
            } else {
              result[0] += 0.027429095;
            }
          }
        } else {
          result[0] += 0.0006039891;
        }
      } else {
        result[0] += 0.029405951;
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += 0.007240674;
            } else {
              result[0] += -0.0008003721;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.021732166;
            } else {
              result[0] += -0.01763249;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.017416535;
            } else {
              result[0] += -0.042592;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += 0.005992099;
            } else {
              result[0] += -0.009308404;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
              result[0] += 0.010692439;
            } else {
              result[0] += 0.029816568;
            }
          } else {
            result[0] += 0.0003425176;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
            result[0] += -0.033896264;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4666666985) ) ) {
              result[0] += 0.018130926;
            } else {
              result[0] += -0.0018161169;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0042857141234) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.051719375;
            } else {
              result[0] += -0.01647871;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.006698755;
            } else {
              result[0] += -0.022131212;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016666667536) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.038085073;
            } else {
              result[0] += 0.002966306;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
              result[0] += -0.008368357;
            } else {
              result[0] += 0.0056302655;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0012401432;
            } else {
              result[0] += 0.020788765;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.004406538;
            } else {
              result[0] += 0.051064055;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
            result[0] += -0.047192853;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.010736089;
            } else {
              result[0] += 0.00900308;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          result[0] += -0.02111353;
        } else {
          result[0] += -0.038566314;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.008203912;
        } else {
          result[0] += -0.018489549;
        }
      }
    } else {
      result[0] += 0.014628916;
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += 0.0036477253;
            } else {
              result[0] += -0.0068362365;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.011659245;
            } else {
              result[0] += -0.020898499;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.029380841;
            } else {
              result[0] += -0.0074490095;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.68421053886) ) ) {
              result[0] += 0.0045153247;
            } else {
              result[0] += -0.020468416;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014285714133) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.004489125;
            } else {
              result[0] += -0.053284194;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
              result[0] += -0.00080242346;
            } else {
              result[0] += 0.018166332;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0021306525;
            } else {
              result[0] += 0.010336014;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.013327703;
            } else {
              result[0] += -0.0139371;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80769228935) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0036101082806) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.03079764;
            } else {
              result[0] += -0.0078623695;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79166668653) ) ) {
              result[0] += -0.03210635;
            } else {
              result[0] += -0.012488927;
            }
          }
        } else {
          result[0] += -0.034367964;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
              result[0] += 0.0007790718;
            } else {
              result[0] += -0.039862815;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)147) ) ) {
              result[0] += 0.018025111;
            } else {
              result[0] += 0.0029103844;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82874619961) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
              result[0] += -0.05706355;
            } else {
              result[0] += 0.002697702;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += 0.0012532515;
            } else {
              result[0] += -0.030769793;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)117) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)1300) ) ) {
              result[0] += 0.00051581365;
            } else {
              result[0] += 0.02053777;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)280) ) ) {
              result[0] += 0.009018648;
            } else {
              result[0] += 0.02712684;
            }
          }
        } else {
          result[0] += -0.015976006;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0070227454;
            } else {
              result[0] += 0.0010042316;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
              result[0] += -0.000543509;
            } else {
              result[0] += -0.023440119;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.039999999106) ) ) {
              result[0] += 0.008701096;
            } else {
              result[0] += -0.009236711;
            }
          } else {
            result[0] += -0.021840898;
          }
        }
      }
    } else {
      result[0] += -0.025410935;
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028571428731) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039577838033) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += -0.0016024476;
            } else {
              result[0] += -0.027803315;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.00012484101;
            } else {
              result[0] += 0.017849227;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.008262627;
            } else {
              result[0] += -0.021055525;
            }
          } else {
            result[0] += 0.06033937;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.02033519;
            } else {
              result[0] += 0.005690178;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.012905786;
            } else {
              result[0] += 0.006015982;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.007051612;
            } else {
              result[0] += -0.020152047;
            }
          } else {
            result[0] += 0.014020492;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.055609755218) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.024772024;
            } else {
              result[0] += -0.00049016223;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.12396693975) ) ) {
              result[0] += -0.015400982;
            } else {
              result[0] += -0.034292072;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.018869486;
            } else {
              result[0] += -0.0003176434;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.01126768;
            } else {
              result[0] += 0.00563126;
            }
          }
        }
      } else {
        result[0] += -0.043328363;
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
              result[0] += -0.019256972;
            } else {
              result[0] += 0.012889526;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += 0.033413857;
            } else {
              result[0] += 0.005152726;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0063004987;
            } else {
              result[0] += -0.05014811;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += 0.0002656346;
            } else {
              result[0] += -0.0036658396;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
          result[0] += -0.039310213;
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.006405193;
          } else {
            result[0] += -0.025355393;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
          result[0] += -0.02938;
        } else {
          result[0] += -0.014783387;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.028851941;
            } else {
              result[0] += 0.009387428;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
              result[0] += -0.00051946065;
            } else {
              result[0] += 0.019317068;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)625) ) ) {
              result[0] += 0.0012769079;
            } else {
              result[0] += -0.017695844;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += 0.0012899885;
            } else {
              result[0] += 0.007471277;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.034143783;
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85106384754) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += 0.0055920198;
            } else {
              result[0] += -0.015682079;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.03417613;
            } else {
              result[0] += 0.0067591863;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
              result[0] += -0.00885185;
            } else {
              result[0] += -0.043156452;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0031811462;
            } else {
              result[0] += 0.011767115;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0027643899;
            } else {
              result[0] += 0.0208665;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.051327366;
            } else {
              result[0] += -0.008894862;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.009014296;
            } else {
              result[0] += -0.0038502184;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82874619961) ) ) {
              result[0] += -0.00062096736;
            } else {
              result[0] += 0.0046292758;
            }
          }
        }
      }
    } else {
      result[0] += 0.02151941;
    }
  } else {
    if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += 0.024357123;
            } else {
              result[0] += 0.005283775;
            }
          } else {
            result[0] += 0.029233826;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += 0.022751087;
          } else {
            result[0] += 0.06322746;
          }
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2715) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.00854386;
            } else {
              result[0] += -0.024066424;
            }
          } else {
            result[0] += 0.029627878;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)554) ) ) {
              result[0] += -0.0650539;
            } else {
              result[0] += -0.014738;
            }
          } else {
            result[0] += 0.01806504;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)279) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
              result[0] += -0.013858384;
            } else {
              result[0] += 0.019732906;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.01912784;
            } else {
              result[0] += 0.003713743;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            result[0] += 0.037447147;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
              result[0] += 0.01076167;
            } else {
              result[0] += -0.012125655;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)263) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
              result[0] += -0.02414689;
            } else {
              result[0] += -0.047717303;
            }
          } else {
            result[0] += -0.01323533;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0074120397;
            } else {
              result[0] += -0.005812659;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.026017202;
            } else {
              result[0] += -0.0009278878;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.13356164098) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)473) ) ) {
              result[0] += -0.00029211046;
            } else {
              result[0] += -0.005290942;
            }
          } else {
            result[0] += 0.03016594;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
              result[0] += -0.022033757;
            } else {
              result[0] += 0.0011509602;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += 0.004852561;
            } else {
              result[0] += 0.036919683;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1000) ) ) {
              result[0] += -0.022997947;
            } else {
              result[0] += 0.007967645;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.008652013;
            } else {
              result[0] += -0.020847859;
            }
          }
        } else {
          result[0] += -0.054706622;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
              result[0] += 0.0006836563;
            } else {
              result[0] += 0.031056855;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0056481613;
            } else {
              result[0] += 0.019396557;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
            result[0] += -0.04067631;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)205) ) ) {
              result[0] += -0.012630562;
            } else {
              result[0] += -0.0018342984;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022701476701) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.008575427;
            } else {
              result[0] += -0.06422066;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
              result[0] += 0.027686153;
            } else {
              result[0] += -0.0011225211;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)39) ) ) {
              result[0] += 0.016475981;
            } else {
              result[0] += -0.0039845477;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065288357437) ) ) {
              result[0] += -0.019140055;
            } else {
              result[0] += -0.0009821536;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      result[0] += -0.04111832;
    } else {
      result[0] += -0.0028866923;
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.0013957222;
            } else {
              result[0] += 0.026027873;
            }
          } else {
            result[0] += 0.033491425;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
              result[0] += -0.0028691725;
            } else {
              result[0] += -0.017151864;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
              result[0] += 0.0053098057;
            } else {
              result[0] += -0.000596875;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          result[0] += -0.016632041;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
              result[0] += 0.0037785915;
            } else {
              result[0] += 0.01246039;
            }
          } else {
            result[0] += -0.013774748;
          }
        }
      }
    } else {
      result[0] += -0.038337316;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
              result[0] += -0.006391931;
            } else {
              result[0] += -0.042407878;
            }
          } else {
            result[0] += 0.05428463;
          }
        } else {
          result[0] += -0.10881896;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
              result[0] += 0.0053318753;
            } else {
              result[0] += -0.03128125;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
              result[0] += 0.043104164;
            } else {
              result[0] += 0.011712075;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0040080160834) ) ) {
              result[0] += -0.031477135;
            } else {
              result[0] += 0.0003820628;
            }
          } else {
            result[0] += 0.0021171288;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += -0.0015309348;
            } else {
              result[0] += 0.023429653;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
              result[0] += 0.045519724;
            } else {
              result[0] += 0.0037144446;
            }
          }
        } else {
          result[0] += -0.04580627;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
            result[0] += -0.04418582;
          } else {
            result[0] += 0.014880118;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
            result[0] += -0.025423387;
          } else {
            result[0] += -0.04516593;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
      result[0] += -0.019002382;
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
        result[0] += 0.026765859;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.0018113746;
            } else {
              result[0] += 0.010229093;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.036307704;
            } else {
              result[0] += 0.0019629768;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.02694043;
          } else {
            result[0] += 0.0011394029;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        result[0] += -0.035057228;
      } else {
        result[0] += 0.0023761687;
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
              result[0] += 0.0017464915;
            } else {
              result[0] += -0.0040597604;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)73) ) ) {
              result[0] += -0.019406041;
            } else {
              result[0] += -0.00032925603;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += 0.012278686;
            } else {
              result[0] += 0.0014742794;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
              result[0] += -0.013258392;
            } else {
              result[0] += -0.0010888154;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
              result[0] += 0.0032692924;
            } else {
              result[0] += 0.015415842;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.008163872;
            } else {
              result[0] += -0.007123635;
            }
          }
        } else {
          result[0] += -0.008526518;
        }
      }
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)225) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.375) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
              result[0] += -7.134427e-06;
            } else {
              result[0] += -0.002659676;
            }
          } else {
            result[0] += 0.02338297;
          }
        } else {
          result[0] += -0.035610683;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028292682022) ) ) {
              result[0] += 0.007712014;
            } else {
              result[0] += -0.017871289;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
              result[0] += -0.012552964;
            } else {
              result[0] += 0.0073810923;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
              result[0] += -0.06887016;
            } else {
              result[0] += 0.0005125003;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85106384754) ) ) {
              result[0] += -0.0030241369;
            } else {
              result[0] += -0.024024066;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)800) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
            result[0] += 0.01733063;
          } else {
            result[0] += 0.0061266185;
          }
        } else {
          result[0] += 0.030779595;
        }
      } else {
        result[0] += -0.001715886;
      }
    }
  } else {
    if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
          result[0] += 0.0166057;
        } else {
          result[0] += 0.03538334;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)941) ) ) {
            result[0] += -0.03221917;
          } else {
            result[0] += -0.0044313003;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)140) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.016657459;
            } else {
              result[0] += 0.006436723;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
              result[0] += 0.00059720286;
            } else {
              result[0] += -0.039128177;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)816) ) ) {
              result[0] += -0.035340514;
            } else {
              result[0] += -0.0034526803;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
              result[0] += 0.0049442714;
            } else {
              result[0] += -0.0072979317;
            }
          }
        } else {
          result[0] += -0.03207786;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.026884113;
            } else {
              result[0] += -0.0034351647;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0032339543;
            } else {
              result[0] += -0.014603096;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
              result[0] += -0.017371064;
            } else {
              result[0] += -0.002064706;
            }
          } else {
            result[0] += 0.006769534;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
              result[0] += -0.000717258;
            } else {
              result[0] += -0.020928686;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.00958889;
            } else {
              result[0] += -0.0030135447;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.022031372;
            } else {
              result[0] += -0.079165384;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
              result[0] += 0.02368283;
            } else {
              result[0] += -0.0075240745;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.075268819928) ) ) {
              result[0] += 0.0016246373;
            } else {
              result[0] += -0.020052908;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)116) ) ) {
              result[0] += -0.02734812;
            } else {
              result[0] += 0.0033429821;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)602) ) ) {
              result[0] += 0.019138798;
            } else {
              result[0] += 0.009896867;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0052583953;
            } else {
              result[0] += -0.010940923;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)34) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
            result[0] += -0.002651245;
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += -0.0075213755;
            } else {
              result[0] += -0.020984804;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.007447348;
            } else {
              result[0] += 0.0018761492;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
              result[0] += 0.018544503;
            } else {
              result[0] += -0.00066616567;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
              result[0] += -0.0054964884;
            } else {
              result[0] += 0.018591668;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
              result[0] += 0.011997559;
            } else {
              result[0] += 0.021965144;
            }
          }
        } else {
          result[0] += -0.010683077;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)73) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
              result[0] += -0.020409776;
            } else {
              result[0] += -0.05725872;
            }
          } else {
            result[0] += 0.017471304;
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 0.03763054;
            } else {
              result[0] += -0.0012048684;
            }
          } else {
            result[0] += 0.03489007;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)318) ) ) {
              result[0] += 0.020103762;
            } else {
              result[0] += 0.045684814;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
              result[0] += 0.0006182852;
            } else {
              result[0] += -0.014501303;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
            result[0] += -0.027688755;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0095238098875) ) ) {
              result[0] += -0.010105434;
            } else {
              result[0] += 0.010930206;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.019992942;
            } else {
              result[0] += 0.0002877244;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.008573004;
            } else {
              result[0] += 0.017013432;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.06921799;
            } else {
              result[0] += -0.0021079348;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0059435362928) ) ) {
              result[0] += 0.003627191;
            } else {
              result[0] += -0.019756671;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1046) ) ) {
            result[0] += -0.042673744;
          } else {
            result[0] += -0.0061304006;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
            result[0] += -0.0045062867;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)583) ) ) {
              result[0] += 0.02310099;
            } else {
              result[0] += 0.0038072665;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.00027916694;
            } else {
              result[0] += -0.0063284882;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.01586369;
            } else {
              result[0] += -0.0016374028;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.004569598;
            } else {
              result[0] += 0.031867173;
            }
          } else {
            result[0] += -0.008717158;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026455025654) ) ) {
              result[0] += 0.0036205805;
            } else {
              result[0] += -0.006474518;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0640529;
            } else {
              result[0] += -0.0042212;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.023804197;
            } else {
              result[0] += 0.008918898;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
              result[0] += 0.0054784934;
            } else {
              result[0] += -0.0074774507;
            }
          }
        }
      }
    } else {
      result[0] += 0.02266523;
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0071102614;
            } else {
              result[0] += 0.004061231;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.007904595;
            } else {
              result[0] += 0.031992227;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)25) ) ) {
            result[0] += -0.048375543;
          } else {
            result[0] += 0.0032029026;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.00028568972;
            } else {
              result[0] += 0.008814511;
            }
          } else {
            result[0] += 0.02518619;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.05022179;
          } else {
            result[0] += 0.015435524;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += -0.018328162;
      } else {
        result[0] += -0.043190442;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014285714133) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)462) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0016926561;
            } else {
              result[0] += 0.0061551165;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
              result[0] += -0.014864474;
            } else {
              result[0] += -0.0010368765;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016949152574) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
              result[0] += 0.034061264;
            } else {
              result[0] += 0.0065455805;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025490196422) ) ) {
              result[0] += -0.024946151;
            } else {
              result[0] += 0.0007872969;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            result[0] += -0.025798762;
          } else {
            result[0] += -0.057036955;
          }
        } else {
          result[0] += -0.0042175236;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.015094652;
            } else {
              result[0] += -0.04583539;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.023891237;
            } else {
              result[0] += -0.003784646;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
            result[0] += -0.00258799;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
              result[0] += 0.010171929;
            } else {
              result[0] += 0.020814782;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1057) ) ) {
              result[0] += 0.01758804;
            } else {
              result[0] += -0.0081777;
            }
          } else {
            result[0] += -0.022773981;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)211) ) ) {
              result[0] += -0.017970165;
            } else {
              result[0] += 0.0042834347;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.25728154182) ) ) {
              result[0] += 0.0028080964;
            } else {
              result[0] += 0.02321794;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0099009899423) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1900) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 5.4634966e-06;
            } else {
              result[0] += 0.019009871;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.012856788;
            } else {
              result[0] += -0.042937145;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += 0.0067768986;
            } else {
              result[0] += 0.046037536;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0014707727;
            } else {
              result[0] += 0.009167921;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
          if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            result[0] += -0.056480285;
          } else {
            result[0] += -0.009422465;
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            result[0] += 0.015593206;
          } else {
            result[0] += -0.004094186;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += -0.055193603;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014705882408) ) ) {
            result[0] += 0.0072092162;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02597402595) ) ) {
              result[0] += -0.014243729;
            } else {
              result[0] += -0.0018653891;
            }
          }
        } else {
          result[0] += 0.009524409;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85542166233) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85294115543) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84782606363) ) ) {
              result[0] += -0.0007577281;
            } else {
              result[0] += 0.013975303;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.021802792;
            } else {
              result[0] += -0.040995356;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0044850847;
            } else {
              result[0] += -0.025722135;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86813187599) ) ) {
              result[0] += 0.021233613;
            } else {
              result[0] += 0.0044737915;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.041650373;
            } else {
              result[0] += -0.016387893;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.006312359;
            } else {
              result[0] += 0.01883943;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
              result[0] += 0.010305202;
            } else {
              result[0] += 0.027882695;
            }
          } else {
            result[0] += -0.028415723;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.032520323992) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)258) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
              result[0] += -0.026280794;
            } else {
              result[0] += -0.045614745;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.018815154;
            } else {
              result[0] += 0.0028528774;
            }
          }
        } else {
          result[0] += 0.009404312;
        }
      } else {
        result[0] += 0.013815028;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)73) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0027377047;
            } else {
              result[0] += 0.020171242;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.02342978;
            } else {
              result[0] += -0.0022665258;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1242) ) ) {
              result[0] += 0.03332614;
            } else {
              result[0] += -0.0010357375;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -8.4161475e-05;
            } else {
              result[0] += -0.0095820995;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
          result[0] += -0.019025583;
        } else {
          result[0] += -0.0068638674;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014285714133) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.004030366;
            } else {
              result[0] += -0.0042027733;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.072782;
            } else {
              result[0] += 0.0054782457;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0036651422;
            } else {
              result[0] += 0.010435048;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.075268819928) ) ) {
              result[0] += 0.00169005;
            } else {
              result[0] += -0.023605628;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13679245114) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
              result[0] += 0.032235842;
            } else {
              result[0] += 0.010272673;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.023103073;
            } else {
              result[0] += 0.0048985328;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0023547416;
            } else {
              result[0] += 0.0127922995;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.051938843;
            } else {
              result[0] += -0.006500373;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += -0.02207544;
      } else {
        result[0] += 0.0031754193;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0011922155;
            } else {
              result[0] += 0.015152303;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.0077123293;
            } else {
              result[0] += -0.00023480493;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
              result[0] += 0.00788268;
            } else {
              result[0] += -0.004438096;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.00025703982;
            } else {
              result[0] += 0.0146673415;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += -0.036083598;
        } else {
          result[0] += -0.006994024;
        }
      }
    }
  } else {
    result[0] += 0.028988156;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += -0.002328531;
            } else {
              result[0] += -0.018371513;
            }
          } else {
            result[0] += 0.024052823;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
            result[0] += -0.03349502;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0024367173;
            } else {
              result[0] += -0.01576643;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.005432896;
            } else {
              result[0] += -0.035089165;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.027090406;
            } else {
              result[0] += 0.0033807717;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.026226921;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0029980612;
            } else {
              result[0] += 0.0077262037;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            result[0] += -0.023564976;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.006693618;
            } else {
              result[0] += 0.023849042;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += 0.009484093;
            } else {
              result[0] += 0.028012035;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0010758457;
            } else {
              result[0] += -0.024759207;
            }
          }
        }
      } else {
        result[0] += 0.038455736;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.006270263;
            } else {
              result[0] += 0.01364018;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.001086929;
            } else {
              result[0] += -0.016504746;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.03465792;
            } else {
              result[0] += -0.010074762;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.011838977;
            } else {
              result[0] += -0.011005771;
            }
          }
        }
      } else {
        result[0] += -0.06731157;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.014637338;
            } else {
              result[0] += 0.012411132;
            }
          } else {
            result[0] += 0.013990052;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.037943646;
            } else {
              result[0] += 0.020564733;
            }
          } else {
            result[0] += 0.00076141354;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0011529996;
            } else {
              result[0] += -0.023210265;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.011191006;
            } else {
              result[0] += -0.044114;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.007052923;
            } else {
              result[0] += -0.012819993;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += -0.013510145;
            } else {
              result[0] += -0.0002176058;
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
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.00011861535;
            } else {
              result[0] += -0.0031045591;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
              result[0] += 0.017101651;
            } else {
              result[0] += 0.0025719935;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.77777779102) ) ) {
              result[0] += 0.00044152891;
            } else {
              result[0] += -0.0066693733;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0036630036775) ) ) {
              result[0] += 0.008020734;
            } else {
              result[0] += -0.004569653;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.020700706;
            } else {
              result[0] += -0.016870042;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += -0.0043535144;
            } else {
              result[0] += 0.020555353;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.046829268336) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += -0.030705778;
            } else {
              result[0] += -0.0049423957;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0010374511;
            } else {
              result[0] += 0.013463028;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += 0.0035283105;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
            result[0] += -0.036962666;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
              result[0] += -0.0057088854;
            } else {
              result[0] += -0.015107371;
            }
          }
        } else {
          result[0] += -0.039421566;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)258) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)246) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.025943289;
            } else {
              result[0] += 0.008644399;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += -0.007814912;
            } else {
              result[0] += 0.024944006;
            }
          }
        } else {
          result[0] += -0.03167229;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
          result[0] += 0.010862532;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
            result[0] += 0.021916287;
          } else {
            result[0] += 0.041352894;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)323) ) ) {
              result[0] += -0.016856676;
            } else {
              result[0] += -0.03866394;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
              result[0] += -0.009568124;
            } else {
              result[0] += 0.00014956859;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
              result[0] += 0.013395234;
            } else {
              result[0] += 0.0011817325;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.0006119648;
            } else {
              result[0] += -0.032537192;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)198) ) ) {
            result[0] += -0.0047453814;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.009201954;
            } else {
              result[0] += -0.0030360194;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
              result[0] += 0.01842541;
            } else {
              result[0] += 0.007060899;
            }
          } else {
            result[0] += 0.0034941852;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
              result[0] += -0.02561672;
            } else {
              result[0] += 0.00057591195;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.012721548;
            } else {
              result[0] += -0.00049085467;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.013302463;
            } else {
              result[0] += 0.022885678;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += -0.05641508;
            } else {
              result[0] += 0.0015932026;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.001951219514) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.005510167;
            } else {
              result[0] += 0.0022031441;
            }
          } else {
            result[0] += -0.03754566;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.05943691358) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
              result[0] += 0.03364786;
            } else {
              result[0] += 0.006277047;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69905215502) ) ) {
              result[0] += -0.028218929;
            } else {
              result[0] += 0.00032622984;
            }
          }
        }
      }
    } else {
      result[0] += -0.03335705;
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0026954839;
            } else {
              result[0] += 0.01773656;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.012680555;
            } else {
              result[0] += 0.028357431;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)258) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0040080160834) ) ) {
              result[0] += -0.02685831;
            } else {
              result[0] += 0.0045645623;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)955) ) ) {
              result[0] += -0.0023662325;
            } else {
              result[0] += 0.0085233515;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)205) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.02030856;
            } else {
              result[0] += -0.0027157653;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += -0.047024645;
            } else {
              result[0] += -0.013332665;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.012004079;
            } else {
              result[0] += -0.0038629274;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0006412244;
            } else {
              result[0] += -0.015500734;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
              result[0] += 0.00036686848;
            } else {
              result[0] += -0.016997954;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
              result[0] += 0.030131632;
            } else {
              result[0] += 0.007063729;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
            result[0] += 0.05509572;
          } else {
            result[0] += -0.007926761;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
            result[0] += 0.010979948;
          } else {
            result[0] += -0.0030879336;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
            result[0] += 0.020165205;
          } else {
            result[0] += 0.047114912;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)510) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += -0.00071449525;
            } else {
              result[0] += -0.0037630678;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
              result[0] += 0.011762633;
            } else {
              result[0] += -0.0017084085;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.035714943;
            } else {
              result[0] += -0.019328324;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.00027504307;
            } else {
              result[0] += -0.018644763;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += 0.0038193713;
            } else {
              result[0] += 0.02680627;
            }
          } else {
            result[0] += 0.039755113;
          }
        } else {
          result[0] += -0.014116441;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.0110543175;
            } else {
              result[0] += 0.020138541;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.029634878;
            } else {
              result[0] += 0.010687089;
            }
          }
        } else {
          result[0] += -0.058657534;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.083032488823) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += -0.024902476;
            } else {
              result[0] += -0.00045206668;
            }
          } else {
            result[0] += -0.028188704;
          }
        } else {
          result[0] += 0.023206176;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)153) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
              result[0] += 0.00030284363;
            } else {
              result[0] += -0.01977152;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += 0.011762193;
            } else {
              result[0] += 0.00323584;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025365853682) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.007302648;
            } else {
              result[0] += 0.046390396;
            }
          } else {
            result[0] += -0.03677629;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
              result[0] += 0.0019041566;
            } else {
              result[0] += 0.015852073;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.018811386;
            } else {
              result[0] += 0.0044986065;
            }
          }
        } else {
          result[0] += -0.010897329;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        result[0] += -0.023334926;
      } else {
        result[0] += -0.011584377;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += -0.0028945168;
            } else {
              result[0] += -0.017405586;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.019390998;
            } else {
              result[0] += 0.0006261025;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59459459782) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.02064968;
            } else {
              result[0] += -0.0033577313;
            }
          } else {
            result[0] += -0.053621538;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0024264262;
            } else {
              result[0] += 0.032065723;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.025050595;
            } else {
              result[0] += -0.010891329;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74603176117) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.009370106;
            } else {
              result[0] += 0.00044287593;
            }
          } else {
            result[0] += 0.027846074;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
              result[0] += -0.0009469039;
            } else {
              result[0] += 0.013758281;
            }
          } else {
            result[0] += 0.024521755;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76470589638) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += -0.044413805;
            } else {
              result[0] += -0.006331661;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
              result[0] += 0.0123920385;
            } else {
              result[0] += -0.009446541;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
            result[0] += 0.0018727521;
          } else {
            result[0] += 0.01385984;
          }
        } else {
          result[0] += 0.025932023;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84848487377) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84615385532) ) ) {
        result[0] += 0.023312012;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
          result[0] += 0.017535651;
        } else {
          result[0] += 0.0049960823;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
        result[0] += -0.0185298;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85294115543) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
            result[0] += 0.021876827;
          } else {
            result[0] += 0.007777668;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            result[0] += -0.022200888;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.008362686;
            } else {
              result[0] += 0.0044506313;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)986) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)642) ) ) {
              result[0] += -0.0006791946;
            } else {
              result[0] += -0.025096102;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)955) ) ) {
              result[0] += 0.00855275;
            } else {
              result[0] += -0.008788382;
            }
          }
        } else {
          result[0] += -0.0317513;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.041410983;
            } else {
              result[0] += -0.08349195;
            }
          } else {
            result[0] += 0.014989837;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
            result[0] += 0.009814951;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0024358744;
            } else {
              result[0] += -0.014868634;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)719) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)38) ) ) {
            result[0] += 0.009253733;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.042200975;
            } else {
              result[0] += 0.008031904;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0043077017;
            } else {
              result[0] += -0.013368182;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
              result[0] += -0.034800366;
            } else {
              result[0] += -0.0023403878;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += 0.018381884;
            } else {
              result[0] += 0.0029571573;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.038142562;
            } else {
              result[0] += 0.003676561;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)114) ) ) {
              result[0] += -0.03884496;
            } else {
              result[0] += 0.016806988;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
              result[0] += -0.00032843265;
            } else {
              result[0] += 0.02171724;
            }
          }
        }
      }
    }
  } else {
    result[0] += -0.022306422;
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.004004737;
            } else {
              result[0] += 0.0024753404;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.002253993;
            } else {
              result[0] += -0.010897101;
            }
          }
        } else {
          result[0] += 0.02577488;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.031020377;
            } else {
              result[0] += -0.054343063;
            }
          } else {
            result[0] += -0.009870732;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.027902618;
          } else {
            result[0] += 0.012071143;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.019838449;
            } else {
              result[0] += -0.0063488134;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75661373138) ) ) {
              result[0] += 0.02262064;
            } else {
              result[0] += -0.009686948;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.06475745;
            } else {
              result[0] += 0.03320539;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += 0.009793401;
            } else {
              result[0] += 0.03015816;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
              result[0] += 0.00042350517;
            } else {
              result[0] += 0.022081017;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.016939832;
            } else {
              result[0] += -0.015621851;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039577838033) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)660) ) ) {
              result[0] += -0.0079133855;
            } else {
              result[0] += 0.00016172085;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
              result[0] += 0.0220463;
            } else {
              result[0] += 0.0014942526;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.018593652;
        } else {
          result[0] += 0.009758393;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)182) ) ) {
          result[0] += 0.006739054;
        } else {
          result[0] += -0.0043978645;
        }
      }
    } else {
      result[0] += 0.01784397;
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.010503511;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += -0.039311156;
            } else {
              result[0] += -0.010449353;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += 0.03512558;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += -0.027525438;
            } else {
              result[0] += -0.016461989;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83516484499) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += 0.01756392;
          } else {
            result[0] += 0.002198585;
          }
        } else {
          result[0] += -0.027711382;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += 0.0004851017;
            } else {
              result[0] += 0.0072786408;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += -0.0021667005;
            } else {
              result[0] += 0.00011310794;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
            result[0] += -0.030498674;
          } else {
            result[0] += 0.0029570018;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.011269908;
            } else {
              result[0] += -0.0080376575;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += -0.029457662;
            } else {
              result[0] += 0.0022638554;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
            result[0] += 0.029446542;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.028158216;
            } else {
              result[0] += -0.004390044;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      result[0] += -0.03329659;
    } else {
      result[0] += -0.0103862025;
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69565218687) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59459459782) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.0028914872;
            } else {
              result[0] += 0.00041024905;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.012368208;
            } else {
              result[0] += -0.012528474;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.02629579;
            } else {
              result[0] += 0.0077725644;
            }
          } else {
            result[0] += 0.01573672;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0042244545;
            } else {
              result[0] += 0.0318007;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += 0.025243012;
            } else {
              result[0] += 0.005136521;
            }
          }
        } else {
          result[0] += -0.010331927;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79005527496) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.022748653;
            } else {
              result[0] += 0.006036998;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.024221674;
            } else {
              result[0] += 0.009831037;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.016768932;
            } else {
              result[0] += -0.032942396;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
              result[0] += 0.023300957;
            } else {
              result[0] += -0.007566757;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
            result[0] += 0.003917416;
          } else {
            result[0] += 0.014651242;
          }
        } else {
          result[0] += 0.02641601;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83783781528) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += -0.0018659265;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.01972725;
            } else {
              result[0] += 0.0053164503;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82758623362) ) ) {
            result[0] += -0.0036770012;
          } else {
            result[0] += -0.009322557;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += 0.027300818;
            } else {
              result[0] += -0.0013836442;
            }
          } else {
            result[0] += 0.028098261;
          }
        } else {
          result[0] += 0.0069197468;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84126985073) ) ) {
              result[0] += -0.020708678;
            } else {
              result[0] += -0.00028174272;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += 0.027005622;
            } else {
              result[0] += 0.010327558;
            }
          }
        } else {
          result[0] += -0.03692281;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
              result[0] += 0.019888783;
            } else {
              result[0] += 0.007039132;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.016295437;
            } else {
              result[0] += 0.014728643;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.028858954;
            } else {
              result[0] += 0.0041874615;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0007766691;
            } else {
              result[0] += 0.012192843;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)412) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
              result[0] += 2.329633e-05;
            } else {
              result[0] += -0.015059511;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += -0.029298931;
            } else {
              result[0] += 0.004171067;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.009118657;
            } else {
              result[0] += -0.026046872;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0059724036;
            } else {
              result[0] += 0.0024871186;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.022085235;
        } else {
          result[0] += -0.008986759;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
            result[0] += 0.023193795;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += -0.036644686;
            } else {
              result[0] += -0.014005855;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
              result[0] += 0.010895581;
            } else {
              result[0] += -0.0073086335;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0163193;
            } else {
              result[0] += -5.063557e-05;
            }
          }
        }
      } else {
        result[0] += -0.04931484;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.027327511;
            } else {
              result[0] += 0.009669434;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.022254078;
            } else {
              result[0] += 0.0025022798;
            }
          }
        } else {
          result[0] += 0.005959583;
        }
      } else {
        result[0] += -0.00012380444;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += -0.009346876;
            } else {
              result[0] += 0.0034380045;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
              result[0] += 0.014760812;
            } else {
              result[0] += 0.0015860476;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += 0.033254515;
            } else {
              result[0] += 0.009937878;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
              result[0] += -0.022306284;
            } else {
              result[0] += 0.017178498;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
          result[0] += -0.030680005;
        } else {
          result[0] += 0.00179293;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72000002861) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62857145071) ) ) {
              result[0] += 0.0002558121;
            } else {
              result[0] += 0.0075495937;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += -0.060263604;
            } else {
              result[0] += -0.021653427;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.019234197;
            } else {
              result[0] += -0.013891438;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
              result[0] += -0.008916949;
            } else {
              result[0] += 0.0092623355;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.0043175234;
            } else {
              result[0] += 0.023395663;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82874619961) ) ) {
              result[0] += -0.016850851;
            } else {
              result[0] += -0.002191271;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
            result[0] += 0.003080611;
          } else {
            result[0] += 0.023600152;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84782606363) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84523808956) ) ) {
            result[0] += 0.0039536613;
          } else {
            result[0] += 0.017370202;
          }
        } else {
          result[0] += 0.027301935;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.026721487;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            result[0] += 0.017790135;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0031858739;
            } else {
              result[0] += -0.01562376;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.027238596;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.0019381087;
            } else {
              result[0] += -0.007231936;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.009439095;
            } else {
              result[0] += 0.02489817;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.02321431;
            } else {
              result[0] += 0.00013631713;
            }
          } else {
            result[0] += -0.069718495;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += 0.0003996105;
            } else {
              result[0] += -0.019419232;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
              result[0] += 0.011443293;
            } else {
              result[0] += -0.009360376;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            result[0] += 0.02181171;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
              result[0] += -0.02956797;
            } else {
              result[0] += 0.0024213612;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.020304568112) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += -0.00865436;
            } else {
              result[0] += -0.01834472;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.009521582;
            } else {
              result[0] += 0.025798598;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.01234901;
            } else {
              result[0] += -0.02534743;
            }
          } else {
            result[0] += -0.034278303;
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.05801884;
            } else {
              result[0] += 0.031993102;
            }
          } else {
            result[0] += 0.013893566;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            result[0] += 0.009867307;
          } else {
            result[0] += -0.000115388575;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87096774578) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.011486769;
            } else {
              result[0] += -0.03208006;
            }
          } else {
            result[0] += 0.009962331;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.016427271;
            } else {
              result[0] += -0.00061513495;
            }
          } else {
            result[0] += 0.02950925;
          }
        }
      } else {
        result[0] += -0.052815467;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017505470663) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
              result[0] += 0.00071467593;
            } else {
              result[0] += 0.014323652;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.01672268;
            } else {
              result[0] += 0.0036023327;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017735334113) ) ) {
            result[0] += -0.039871704;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)134) ) ) {
              result[0] += -1.4288542e-05;
            } else {
              result[0] += -0.012924321;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
              result[0] += 0.0030560247;
            } else {
              result[0] += -0.0022902829;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.03422597;
            } else {
              result[0] += 0.0074805142;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.005489783;
            } else {
              result[0] += -0.023259807;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0024824352;
            } else {
              result[0] += 0.006746728;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
      result[0] += 0.0040592966;
    } else {
      result[0] += 0.029742017;
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += -0.00019689633;
            } else {
              result[0] += -0.009573515;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
              result[0] += -0.01791091;
            } else {
              result[0] += 0.016289022;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0048913937;
            } else {
              result[0] += -0.024086233;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
              result[0] += 0.0008894466;
            } else {
              result[0] += 0.021053027;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0028735632077) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)59) ) ) {
              result[0] += 0.004925994;
            } else {
              result[0] += -0.008527714;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
              result[0] += -0.025172317;
            } else {
              result[0] += -0.011898426;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)46) ) ) {
              result[0] += -0.00046039317;
            } else {
              result[0] += 0.0066005453;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)43) ) ) {
              result[0] += 0.0155212255;
            } else {
              result[0] += 0.004662177;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)32) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0076084733;
            } else {
              result[0] += -0.0060264072;
            }
          } else {
            result[0] += -0.027606005;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)3) ) ) {
              result[0] += 0.030594496;
            } else {
              result[0] += 0.010374716;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
              result[0] += 0.00766193;
            } else {
              result[0] += -0.0077013816;
            }
          }
        }
      } else {
        result[0] += -0.018917201;
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.1748251766) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.02573072;
            } else {
              result[0] += -0.004826266;
            }
          } else {
            result[0] += 0.017190687;
          }
        } else {
          result[0] += 0.0326232;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          result[0] += -0.043112274;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += -0.03814859;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.0024779572;
            } else {
              result[0] += 0.007967616;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
              result[0] += -0.0006998647;
            } else {
              result[0] += -0.03201439;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)400) ) ) {
              result[0] += 0.02614354;
            } else {
              result[0] += 0.004373413;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
              result[0] += -0.0037280002;
            } else {
              result[0] += -0.06340778;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.012137634;
            } else {
              result[0] += 0.002517095;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            result[0] += 0.028943134;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)329) ) ) {
              result[0] += -0.024214797;
            } else {
              result[0] += 0.011946817;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
            result[0] += 0.043175295;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.0013388479;
            } else {
              result[0] += 0.0071111443;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)176) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0069380812;
            } else {
              result[0] += 0.017207017;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.0132833915;
            } else {
              result[0] += 0.010787563;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.031022036;
            } else {
              result[0] += 0.007780367;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
              result[0] += 0.014644709;
            } else {
              result[0] += -0.015516936;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.036165375;
            } else {
              result[0] += 0.0049961302;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += -0.01796465;
            } else {
              result[0] += 0.0153036835;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -0.011572115;
            } else {
              result[0] += 0.0023071186;
            }
          } else {
            result[0] += 0.009904437;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
        result[0] += 0.031113094;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
            result[0] += -0.061169315;
          } else {
            result[0] += -0.018468685;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
            result[0] += 0.034978744;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
              result[0] += -0.02617913;
            } else {
              result[0] += -0.0007206902;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += 0.0005348702;
            } else {
              result[0] += 0.018281523;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += 0.0036352773;
            } else {
              result[0] += -0.010179925;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.054849565;
            } else {
              result[0] += -0.020724101;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += 0.02488649;
            } else {
              result[0] += -0.0031371694;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.027236287;
            } else {
              result[0] += 0.012610923;
            }
          } else {
            result[0] += 0.048877243;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.021418724;
          } else {
            result[0] += 0.0017577345;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.028350716;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.010269965;
            } else {
              result[0] += -0.038986012;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
              result[0] += -0.0052753626;
            } else {
              result[0] += 0.021207942;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.028475478;
            } else {
              result[0] += -0.0016866744;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.009865953;
            } else {
              result[0] += -0.028292075;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.019174846;
            } else {
              result[0] += 0.008141824;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.004813505;
          } else {
            result[0] += -0.011171659;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.375) ) ) {
              result[0] += 0.0030669293;
            } else {
              result[0] += -0.021516945;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80232560635) ) ) {
              result[0] += -0.041334465;
            } else {
              result[0] += 0.0076558306;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59210526943) ) ) {
              result[0] += -0.0060549635;
            } else {
              result[0] += 0.01425911;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += 0.0061777215;
            } else {
              result[0] += 0.041874595;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += -0.007230067;
            } else {
              result[0] += -0.03219459;
            }
          } else {
            result[0] += 0.01106506;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.04886752;
            } else {
              result[0] += 0.015513817;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.06828243;
            } else {
              result[0] += 0.01075091;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.23999999464) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0016731782;
            } else {
              result[0] += -0.031769812;
            }
          } else {
            result[0] += -0.049136594;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.02224626;
            } else {
              result[0] += 0.008978802;
            }
          } else {
            result[0] += -0.00025548128;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.039084014;
            } else {
              result[0] += 0.013364417;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.0008589164;
            } else {
              result[0] += 0.017219372;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.00020175263;
            } else {
              result[0] += 0.004851828;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82022470236) ) ) {
              result[0] += -0.0015132634;
            } else {
              result[0] += 0.0168749;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += -0.0031547751;
            } else {
              result[0] += -0.01471857;
            }
          } else {
            result[0] += -0.041126262;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            result[0] += -0.060590025;
          } else {
            result[0] += -0.027516767;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0028300502;
            } else {
              result[0] += 0.0427005;
            }
          } else {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.05240168;
            } else {
              result[0] += 0.025490174;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.004930502;
            } else {
              result[0] += -0.07486914;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)112) ) ) {
              result[0] += 0.012793235;
            } else {
              result[0] += -4.9241156e-05;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.0075726;
            } else {
              result[0] += -0.0013012745;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.012182469;
            } else {
              result[0] += -0.032672558;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
            result[0] += 0.04563996;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.009459666;
            } else {
              result[0] += 0.009683869;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.006350153;
            } else {
              result[0] += 0.015713856;
            }
          } else {
            result[0] += -0.048723992;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.024270339;
            } else {
              result[0] += -0.004487971;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.021469764;
            } else {
              result[0] += -0.0011806431;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
      result[0] += 0.02615487;
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1825) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.00018585454;
            } else {
              result[0] += 0.005543713;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
              result[0] += 0.010107019;
            } else {
              result[0] += -0.0023379845;
            }
          }
        } else {
          result[0] += -0.022806134;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
          result[0] += 0.024266345;
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.014299693;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
              result[0] += 0.011573735;
            } else {
              result[0] += -0.0015964694;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.008884167;
            } else {
              result[0] += 0.0018784376;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83516484499) ) ) {
              result[0] += 0.0272774;
            } else {
              result[0] += 0.0028809167;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.004019559;
            } else {
              result[0] += 0.00605938;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += -0.042563893;
            } else {
              result[0] += -0.0012416147;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75661373138) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
              result[0] += 0.010899637;
            } else {
              result[0] += 0.003908442;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82874619961) ) ) {
              result[0] += -0.020551734;
            } else {
              result[0] += 0.0076877857;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.008353032;
            } else {
              result[0] += 0.018530771;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)110) ) ) {
              result[0] += -0.011754505;
            } else {
              result[0] += -0.0230823;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.020936338;
          } else {
            result[0] += 0.011116682;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.020581622;
          } else {
            result[0] += 0.046172615;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
          result[0] += -0.002448085;
        } else {
          result[0] += -0.0047695264;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.009828991;
            } else {
              result[0] += 0.0064984546;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
              result[0] += -0.039305832;
            } else {
              result[0] += -0.014337957;
            }
          }
        } else {
          result[0] += 0.02161559;
        }
      } else {
        result[0] += -0.051041912;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)400) ) ) {
              result[0] += 0.002088401;
            } else {
              result[0] += 0.019322159;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
              result[0] += 0.022266045;
            } else {
              result[0] += 0.010066396;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.0039542816;
            } else {
              result[0] += -0.015519385;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.045952898;
            } else {
              result[0] += 9.592903e-05;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += -0.0113091525;
            } else {
              result[0] += -0.0021954782;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)213) ) ) {
              result[0] += 0.015528186;
            } else {
              result[0] += -0.002433406;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
            result[0] += 0.03184925;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.0008847873;
            } else {
              result[0] += 0.027766233;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
          result[0] += -0.013172825;
        } else {
          result[0] += 0.030759716;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.008571099;
            } else {
              result[0] += -0.022188636;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
              result[0] += 0.017349614;
            } else {
              result[0] += -0.005341643;
            }
          }
        } else {
          result[0] += -0.028590087;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85106384754) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.009202349;
            } else {
              result[0] += -0.024949072;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.03631119;
            } else {
              result[0] += 0.012427742;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            result[0] += 0.042597353;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.015206647;
            } else {
              result[0] += 0.033052534;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          result[0] += -0.0025387951;
        } else {
          result[0] += -0.01747883;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79545456171) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
              result[0] += 0.001053168;
            } else {
              result[0] += 0.01144329;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.0029095635;
            } else {
              result[0] += 0.0064058187;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += -0.0023727543;
            } else {
              result[0] += 0.007460137;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += -0.018748743;
            } else {
              result[0] += -0.0017107342;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)279) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += 0.021574559;
            } else {
              result[0] += 0.009840729;
            }
          } else {
            result[0] += 0.035192687;
          }
        } else {
          result[0] += -0.0021955827;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.006005064;
            } else {
              result[0] += -0.021585247;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
              result[0] += 0.034191635;
            } else {
              result[0] += -0.010309288;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += -0.05763609;
          } else {
            result[0] += -0.019484235;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019138755277) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.003462553;
            } else {
              result[0] += 0.016846089;
            }
          } else {
            result[0] += 0.04606458;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.006137652;
            } else {
              result[0] += 0.004423329;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += 0.011381759;
            } else {
              result[0] += -0.00015245173;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.0010886969;
            } else {
              result[0] += -0.006988007;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
              result[0] += 0.0017398568;
            } else {
              result[0] += -0.030849764;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.0025417057;
            } else {
              result[0] += -0.0255905;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += -0.032560192;
            } else {
              result[0] += -0.0030742155;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
            result[0] += 0.03006818;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.026759569;
            } else {
              result[0] += 0.0071135135;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
            result[0] += -0.039342653;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.003261815;
            } else {
              result[0] += -0.008874161;
            }
          }
        }
      }
    } else {
      result[0] += 0.02784559;
    }
  } else {
    if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.0263907;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
            result[0] += 0.05086867;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.046161138;
            } else {
              result[0] += 0.0057220724;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += 0.020914646;
            } else {
              result[0] += -0.016558243;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.020206394;
            } else {
              result[0] += 0.04842517;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.019653609;
            } else {
              result[0] += -0.0053860014;
            }
          } else {
            result[0] += -0.020995121;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
        result[0] += 0.027813582;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
            result[0] += 0.006134151;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
              result[0] += -0.029596655;
            } else {
              result[0] += -0.0065417564;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            result[0] += 0.0158537;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
              result[0] += -0.010939172;
            } else {
              result[0] += 0.0064116265;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
      if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        result[0] += 0.024812108;
      } else {
        result[0] += 0.0040659676;
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
              result[0] += -0.00034275872;
            } else {
              result[0] += -0.0044217673;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.003902439028) ) ) {
              result[0] += 0.001732273;
            } else {
              result[0] += 0.014378056;
            }
          }
        } else {
          result[0] += -0.030687401;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0013541504;
            } else {
              result[0] += -0.04369309;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
              result[0] += 0.024529452;
            } else {
              result[0] += -0.0044725924;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += 0.0050788806;
            } else {
              result[0] += 0.01837771;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.01732295;
            } else {
              result[0] += 0.0011612548;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
        result[0] += 0.013039532;
      } else {
        result[0] += 0.02990441;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
          result[0] += 0.0054907477;
        } else {
          result[0] += 0.014209074;
        }
      } else {
        result[0] += -0.004384785;
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028292682022) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010731707327) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1662) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
              result[0] += 0.0006193382;
            } else {
              result[0] += -0.0062977113;
            }
          } else {
            result[0] += -0.027527327;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.029381765;
            } else {
              result[0] += 0.009892817;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.009155938;
            } else {
              result[0] += 0.008277798;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          result[0] += -0.044048756;
        } else {
          result[0] += -0.023293983;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)167) ) ) {
            result[0] += 0.04519116;
          } else {
            result[0] += 0.017285746;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
              result[0] += 0.00743068;
            } else {
              result[0] += 0.020992747;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0065839575;
            } else {
              result[0] += -0.016295686;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01476014778) ) ) {
            result[0] += 0.002950197;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
              result[0] += -0.0018837871;
            } else {
              result[0] += -0.017649341;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0042774077;
            } else {
              result[0] += -0.004668313;
            }
          } else {
            result[0] += 0.01760994;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.092045456171) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.046829268336) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.017661944;
            } else {
              result[0] += -0.0007572134;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
              result[0] += -0.0072618746;
            } else {
              result[0] += 0.012864495;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.024057632;
            } else {
              result[0] += -0.056287296;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
              result[0] += -0.010034537;
            } else {
              result[0] += 0.011484824;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
            result[0] += 0.011428205;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)117) ) ) {
              result[0] += -0.0032775782;
            } else {
              result[0] += 0.0028089632;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            result[0] += -3.7387457e-05;
          } else {
            result[0] += 0.021881144;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          result[0] += -0.011236789;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.010722705;
            } else {
              result[0] += -0.0044269706;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.0105123585;
            } else {
              result[0] += 0.00040554078;
            }
          }
        }
      } else {
        result[0] += 0.019337486;
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.0001134709;
            } else {
              result[0] += -0.0064790184;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.020813951;
            } else {
              result[0] += 0.0006433092;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
              result[0] += 0.012999274;
            } else {
              result[0] += 0.02780655;
            }
          } else {
            result[0] += -0.0026864407;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)42) ) ) {
            result[0] += -0.05106249;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)955) ) ) {
              result[0] += 0.010007946;
            } else {
              result[0] += -0.033597503;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)246) ) ) {
              result[0] += -0.009871646;
            } else {
              result[0] += -0.0014697363;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.030877365;
            } else {
              result[0] += 0.0015511591;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.0012108787;
            } else {
              result[0] += -0.04375175;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014336917549) ) ) {
              result[0] += 0.04145671;
            } else {
              result[0] += -0.00027037464;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.0011260667;
            } else {
              result[0] += -0.04237103;
            }
          } else {
            result[0] += -0.045153532;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1242) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.0058108154;
            } else {
              result[0] += 0.012269156;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
              result[0] += -0.013958859;
            } else {
              result[0] += 0.015236958;
            }
          }
        } else {
          result[0] += -0.02402582;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0047197165;
            } else {
              result[0] += -0.004984965;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0074074072763) ) ) {
              result[0] += 0.041639414;
            } else {
              result[0] += 0.0028777868;
            }
          }
        } else {
          if ( UNLIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            result[0] += -0.044561397;
          } else {
            result[0] += 0.0051461975;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
          result[0] += 0.055822074;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
            result[0] += 0.009657409;
          } else {
            result[0] += 0.0035770931;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.02373841;
        } else {
          result[0] += 0.0029993241;
        }
      } else {
        result[0] += -0.034420818;
      }
    }
  }
}

