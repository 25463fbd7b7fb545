
#include "header.h"

void predict_unit3(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0062958375;
            } else {
              result[0] += 0.010657593;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81355929375) ) ) {
              result[0] += 0.01826338;
            } else {
              result[0] += 0.0062404433;
            }
          }
        } else {
          result[0] += 0.025267828;
        }
      } else {
        result[0] += 0.029406881;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82692307234) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
          result[0] += -0.034705497;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78723406792) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
              result[0] += -0.00017116083;
            } else {
              result[0] += 0.0035632148;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.009971134;
            } else {
              result[0] += 0.013119786;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.008854068;
            } else {
              result[0] += -0.0005161334;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
              result[0] += 0.0012418684;
            } else {
              result[0] += -0.03552146;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
            result[0] += -0.030867279;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
              result[0] += -0.009290802;
            } else {
              result[0] += 0.00682026;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.000624892;
            } else {
              result[0] += -0.041837253;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0023240596;
            } else {
              result[0] += 0.047250535;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
            result[0] += -0.09596573;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
              result[0] += 0.010844173;
            } else {
              result[0] += -0.038509596;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)677) ) ) {
              result[0] += -0.04077853;
            } else {
              result[0] += 0.00033219808;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
              result[0] += 0.025575474;
            } else {
              result[0] += 0.0060565583;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)176) ) ) {
              result[0] += 0.00076727214;
            } else {
              result[0] += -0.043317784;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0022934477;
            } else {
              result[0] += -0.0034861483;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.012243583;
            } else {
              result[0] += -0.017492903;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.035211366;
            } else {
              result[0] += -0.014131426;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82692307234) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.01986344;
            } else {
              result[0] += 8.35706e-05;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.025210455;
            } else {
              result[0] += 0.007054243;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
              result[0] += -0.025904266;
            } else {
              result[0] += 0.0017065213;
            }
          } else {
            result[0] += -0.04939882;
          }
        } else {
          result[0] += 0.0037781529;
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.00060447794;
            } else {
              result[0] += -0.007667269;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
              result[0] += 0.008504978;
            } else {
              result[0] += -0.010559337;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += 0.023699313;
            } else {
              result[0] += -0.002921016;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0032393795;
            } else {
              result[0] += 0.04137648;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.071984432638) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091086532921) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0049140048213) ) ) {
              result[0] += -0.0041680536;
            } else {
              result[0] += -0.027367396;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.017338376;
            } else {
              result[0] += -0.0008809675;
            }
          }
        } else {
          result[0] += -0.04210296;
        }
      }
    } else {
      result[0] += -0.043588053;
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)195) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += -0.011850217;
            } else {
              result[0] += 0.014209597;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)437) ) ) {
              result[0] += 0.056857508;
            } else {
              result[0] += 0.0105945645;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
              result[0] += -0.00824861;
            } else {
              result[0] += 0.009284743;
            }
          } else {
            result[0] += -0.024655648;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += 0.017026879;
            } else {
              result[0] += 0.044498485;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.002685765503) ) ) {
              result[0] += -0.0017445654;
            } else {
              result[0] += 0.028199071;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0058672973;
            } else {
              result[0] += -0.011889212;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.017287198;
            } else {
              result[0] += 0.0002126192;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += -0.0068308497;
            } else {
              result[0] += -0.061844178;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.014145999;
            } else {
              result[0] += -0.0039859093;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.017715137;
            } else {
              result[0] += -0.0003292714;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
              result[0] += -0.003145159;
            } else {
              result[0] += 0.0016701671;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)795) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
              result[0] += 0.009138495;
            } else {
              result[0] += 0.020176968;
            }
          } else {
            result[0] += 0.001468799;
          }
        } else {
          result[0] += -0.0071511315;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.0015794799;
            } else {
              result[0] += -0.0037696771;
            }
          } else {
            result[0] += 0.026786888;
          }
        } else {
          result[0] += 0.019255409;
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0049147517;
            } else {
              result[0] += -0.01995157;
            }
          } else {
            result[0] += 0.007984796;
          }
        } else {
          result[0] += -0.06185034;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.036206733;
            } else {
              result[0] += -0.01372762;
            }
          } else {
            result[0] += -0.0065640206;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.57142859697) ) ) {
            result[0] += 0.035026282;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += 0.016390858;
            } else {
              result[0] += -0.0018342476;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.05747343;
          } else {
            result[0] += 0.031617578;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            result[0] += 0.02112792;
          } else {
            result[0] += -0.010824214;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74193549156) ) ) {
              result[0] += 0.0019505637;
            } else {
              result[0] += -0.013976554;
            }
          } else {
            result[0] += -0.030559842;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
              result[0] += -0.012072602;
            } else {
              result[0] += 0.016109293;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0057880334;
            } else {
              result[0] += -0.02008053;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          result[0] += -0.04577573;
        } else {
          result[0] += -0.026154349;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84523808956) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += 0.01368738;
            } else {
              result[0] += -0.0025829764;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += -0.00398129;
            } else {
              result[0] += 0.043181;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88461536169) ) ) {
              result[0] += 0.0047365013;
            } else {
              result[0] += 0.01352187;
            }
          } else {
            result[0] += 0.04117881;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.013930686;
            } else {
              result[0] += -0.00080986164;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += 0.009620033;
            } else {
              result[0] += 0.0004318608;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
              result[0] += 0.013344243;
            } else {
              result[0] += 0.0024072656;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.034268282;
            } else {
              result[0] += -0.002973637;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)359) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.00050845335;
            } else {
              result[0] += -0.009295403;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0018099484;
            } else {
              result[0] += -0.006447001;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += -0.04688522;
            } else {
              result[0] += -0.017973503;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.00045382278;
            } else {
              result[0] += -0.013981402;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.01740724;
          } else {
            result[0] += 0.009598366;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)372) ) ) {
            result[0] += 0.008278428;
          } else {
            result[0] += -0.004730174;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)388) ) ) {
        result[0] += -0.04779594;
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)392) ) ) {
              result[0] += -0.02066066;
            } else {
              result[0] += -0.009023659;
            }
          } else {
            result[0] += -0.00012791382;
          }
        } else {
          result[0] += 0.003641391;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)451) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
              result[0] += 0.009786821;
            } else {
              result[0] += 0.027509946;
            }
          } else {
            result[0] += -0.03228155;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
              result[0] += 0.022841675;
            } else {
              result[0] += 0.0073530534;
            }
          } else {
            result[0] += 0.02668928;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)424) ) ) {
          result[0] += 0.0050742915;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
            result[0] += -0.008710781;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
              result[0] += 0.009816248;
            } else {
              result[0] += -0.0010293763;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
          result[0] += -0.0010118536;
        } else {
          result[0] += -0.026616475;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1470) ) ) {
              result[0] += 0.0036245086;
            } else {
              result[0] += 0.015333215;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += -0.014134878;
            } else {
              result[0] += 0.011615465;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
              result[0] += -0.0030494574;
            } else {
              result[0] += -0.018430388;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 0.012213136;
            } else {
              result[0] += -0.0026776805;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)134) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0008888795;
            } else {
              result[0] += 0.03303436;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0071641626;
            } else {
              result[0] += -0.0007939897;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.006606895;
            } else {
              result[0] += 0.032494098;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
              result[0] += 0.0018737083;
            } else {
              result[0] += -0.008518728;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.031252198;
        } else {
          result[0] += -0.0021946083;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.034625262;
        } else {
          result[0] += 0.016199507;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.0075925947;
        } else {
          result[0] += 0.0052614603;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014754097909) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)176) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += -0.009625035;
            } else {
              result[0] += -0.0015734574;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.06266906;
            } else {
              result[0] += 0.00787064;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.00428268;
            } else {
              result[0] += -0.03202284;
            }
          } else {
            result[0] += -0.029057845;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.058252427727) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.029605263844) ) ) {
            result[0] += -0.014786273;
          } else {
            result[0] += -0.043333527;
          }
        } else {
          result[0] += 0.010946167;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
              result[0] += 0.022013836;
            } else {
              result[0] += 0.0005163975;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.031336185;
            } else {
              result[0] += 0.0016934387;
            }
          }
        } else {
          result[0] += -0.030697525;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0071090045385) ) ) {
              result[0] += -0.016606865;
            } else {
              result[0] += 0.0026882805;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.00032380698;
            } else {
              result[0] += 0.01967077;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
              result[0] += -0.002731641;
            } else {
              result[0] += 0.0011737256;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0077982876;
            } else {
              result[0] += 0.0014150733;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 4.1663534e-05;
            } else {
              result[0] += -0.009918583;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.007520538;
            } else {
              result[0] += 0.008876911;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.004920216;
            } else {
              result[0] += -0.020149218;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += -0.014633777;
            } else {
              result[0] += 0.008516028;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011199999601) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.013051881;
            } else {
              result[0] += -0.0057526096;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75471699238) ) ) {
              result[0] += -0.022194823;
            } else {
              result[0] += 0.0031065526;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.0009727644;
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.028746217;
            } else {
              result[0] += 0.009769636;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += 0.00014897947;
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.04493731;
          } else {
            result[0] += 0.013581787;
          }
        } else {
          result[0] += 0.0039810645;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
              result[0] += -0.006630286;
            } else {
              result[0] += 0.0019370025;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.028812846;
            } else {
              result[0] += -0.005695245;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.005248645;
            } else {
              result[0] += -0.015393495;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += -0.05643856;
            } else {
              result[0] += -0.006644733;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0120785525;
            } else {
              result[0] += -0.0004460079;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.006239083;
            } else {
              result[0] += 0.011441492;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.02023138;
            } else {
              result[0] += 0.004657902;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0068102516;
            } else {
              result[0] += 0.0009307538;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.005556883;
            } else {
              result[0] += 0.004441672;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.015118959;
            } else {
              result[0] += -0.011063924;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += 0.0015742023;
          } else {
            result[0] += -0.030680785;
          }
        }
      } else {
        result[0] += 0.025415158;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)210) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += 0.00018021547;
            } else {
              result[0] += 0.021451594;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
              result[0] += 0.023460876;
            } else {
              result[0] += 0.001007623;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
              result[0] += -0.00018020476;
            } else {
              result[0] += -0.022569185;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += 0.008114747;
            } else {
              result[0] += -0.01278453;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.023260674;
            } else {
              result[0] += 0.0015222527;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.018737594;
            } else {
              result[0] += -0.022637917;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.007901329;
            } else {
              result[0] += -0.0061132587;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
              result[0] += -0.015260189;
            } else {
              result[0] += -0.0067519927;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0039037084207) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0038986355066) ) ) {
              result[0] += 0.0018592448;
            } else {
              result[0] += 0.020127865;
            }
          } else {
            result[0] += -0.013490778;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
            result[0] += 0.03062499;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)548) ) ) {
              result[0] += 0.0059133195;
            } else {
              result[0] += 0.016500598;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.12396693975) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
              result[0] += -0.004224653;
            } else {
              result[0] += 0.02716739;
            }
          } else {
            result[0] += -0.0047267964;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0033057851251) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += 0.02433148;
            } else {
              result[0] += -0.0072563286;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0095652174205) ) ) {
              result[0] += -0.050192684;
            } else {
              result[0] += -0.018125026;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.022230273;
            } else {
              result[0] += 0.04065659;
            }
          } else {
            result[0] += 0.0044717607;
          }
        } else {
          if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            result[0] += -0.01055451;
          } else {
            result[0] += 0.000550829;
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.0017801306;
            } else {
              result[0] += -0.031255383;
            }
          } else {
            result[0] += -0.060294945;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0035242734;
            } else {
              result[0] += -0.033469096;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.035242014;
            } else {
              result[0] += 0.001665626;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0034482758492) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
              result[0] += -0.008309414;
            } else {
              result[0] += 0.012344221;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
              result[0] += 0.003019561;
            } else {
              result[0] += -0.017320188;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0041753654368) ) ) {
            result[0] += 0.01970985;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
              result[0] += -0.0131336665;
            } else {
              result[0] += 0.0018020779;
            }
          }
        }
      } else {
        result[0] += 0.018883286;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
              result[0] += 0.0037513224;
            } else {
              result[0] += -0.016668847;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.031775724;
            } else {
              result[0] += -0.015956609;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.03513018;
            } else {
              result[0] += 0.00409991;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)729) ) ) {
              result[0] += -0.004083446;
            } else {
              result[0] += 0.017747594;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73333334923) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
              result[0] += 0.012999018;
            } else {
              result[0] += 0.005694307;
            }
          } else {
            result[0] += 0.023974529;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            result[0] += -0.025160063;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.009213067;
            } else {
              result[0] += -0.0028220208;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
              result[0] += -0.0070736283;
            } else {
              result[0] += -0.028436158;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += 0.0023147517;
            } else {
              result[0] += -0.0026001567;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)133) ) ) {
              result[0] += 0.013764808;
            } else {
              result[0] += -0.010569482;
            }
          } else {
            result[0] += 0.022176148;
          }
        }
      } else {
        result[0] += -0.040072225;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
              result[0] += 0.00016144913;
            } else {
              result[0] += 0.018314587;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2231) ) ) {
              result[0] += -0.03463907;
            } else {
              result[0] += -0.0021717667;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.004771922;
            } else {
              result[0] += 0.01482935;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
              result[0] += 0.023525208;
            } else {
              result[0] += -0.0036004242;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.005331722;
            } else {
              result[0] += 0.045907713;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += -0.024840767;
            } else {
              result[0] += 0.0027109329;
            }
          }
        } else {
          result[0] += -0.035848778;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.038988996;
            } else {
              result[0] += -0.07493433;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0028321876;
            } else {
              result[0] += -0.01666355;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.024342153;
            } else {
              result[0] += 0.010346518;
            }
          } else {
            result[0] += 0.024405768;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0050504813;
            } else {
              result[0] += 0.015926035;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
              result[0] += 0.01301933;
            } else {
              result[0] += 0.049910355;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
              result[0] += -0.0004552504;
            } else {
              result[0] += 0.00971827;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
              result[0] += -0.014682378;
            } else {
              result[0] += 0.007809019;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
              result[0] += 0.000821595;
            } else {
              result[0] += -0.012220646;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += 0.008398832;
            } else {
              result[0] += 0.03059697;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.008424371;
            } else {
              result[0] += -0.012355647;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.013562423;
            } else {
              result[0] += 0.027991945;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          result[0] += -0.03885012;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0010055299;
            } else {
              result[0] += 0.01203625;
            }
          } else {
            result[0] += -0.02461488;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += -0.018031254;
            } else {
              result[0] += 0.0027629507;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.06451612711) ) ) {
              result[0] += -0.009964072;
            } else {
              result[0] += -0.039570745;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
            result[0] += -0.0075123482;
          } else {
            result[0] += -0.038176604;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.011074162;
            } else {
              result[0] += -0.0023379931;
            }
          } else {
            result[0] += -0.012859777;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            result[0] += -0.025832374;
          } else {
            result[0] += -0.011513179;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.049811263;
          } else {
            result[0] += 0.02540168;
          }
        } else {
          result[0] += 0.013038779;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.007094241;
        } else {
          result[0] += 0.02669162;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += 0.00029280808;
            } else {
              result[0] += -0.008554471;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.023159275;
            } else {
              result[0] += 0.00011242848;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.01511879079) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += 0.009169269;
            } else {
              result[0] += 0.001674621;
            }
          } else {
            result[0] += -0.024484083;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            result[0] += -0.02742776;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
              result[0] += 0.0055016144;
            } else {
              result[0] += -0.019661734;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += 0.013500556;
            } else {
              result[0] += 0.0036445018;
            }
          } else {
            result[0] += -0.024553744;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011363636702) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010607521981) ) ) {
              result[0] += -0.00022986239;
            } else {
              result[0] += -0.021503031;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
              result[0] += 0.016297713;
            } else {
              result[0] += 0.0037568521;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.006967135;
            } else {
              result[0] += 0.00088353216;
            }
          } else {
            result[0] += -0.029974787;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.00096266;
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)34) ) ) {
            result[0] += 0.006340485;
          } else {
            result[0] += 0.024119025;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.024746759;
            } else {
              result[0] += -0.038721625;
            }
          } else {
            result[0] += -0.008157973;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.01039199;
          } else {
            result[0] += -0.013662534;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)144) ) ) {
              result[0] += 0.0013714074;
            } else {
              result[0] += 0.013334815;
            }
          } else {
            result[0] += -0.02010583;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)157) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)150) ) ) {
              result[0] += -0.006160894;
            } else {
              result[0] += 0.021093769;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)162) ) ) {
              result[0] += -0.029172687;
            } else {
              result[0] += -0.019008143;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)456) ) ) {
              result[0] += 0.0034983982;
            } else {
              result[0] += -0.032931264;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.023894591;
            } else {
              result[0] += 0.00096459774;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)625) ) ) {
              result[0] += -0.0008224845;
            } else {
              result[0] += -0.019832103;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1548) ) ) {
              result[0] += 0.004436259;
            } else {
              result[0] += -0.0004718975;
            }
          }
        }
      } else {
        result[0] += -0.020306366;
      }
    } else {
      result[0] += -0.02020225;
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)318) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += -0.00021880695;
            } else {
              result[0] += -0.013184852;
            }
          } else {
            result[0] += -0.029322458;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.025416886;
            } else {
              result[0] += -0.006150084;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
              result[0] += 0.022474824;
            } else {
              result[0] += 0.007296597;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
              result[0] += -0.0040058694;
            } else {
              result[0] += 0.0030685733;
            }
          } else {
            result[0] += 0.02246602;
          }
        } else {
          result[0] += 0.04306171;
        }
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0057197329588) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0028789765;
            } else {
              result[0] += -0.011532843;
            }
          } else {
            result[0] += 0.0303938;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.018570611;
            } else {
              result[0] += 0.0045368513;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
              result[0] += -0.021065472;
            } else {
              result[0] += -0.05433313;
            }
          }
        }
      } else {
        result[0] += -0.03397514;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091086532921) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
              result[0] += -0.00093460403;
            } else {
              result[0] += 0.017877424;
            }
          } else {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.012507826;
            } else {
              result[0] += 0.03380032;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.02052237;
            } else {
              result[0] += -0.005511259;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += 0.013363344;
            } else {
              result[0] += -0.006088133;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.093541204929) ) ) {
          result[0] += -0.047458325;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            result[0] += -0.006806499;
          } else {
            result[0] += 0.0065947524;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
            result[0] += -0.010507562;
          } else {
            result[0] += 0.024399612;
          }
        } else {
          result[0] += -0.05809669;
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += 0.029520014;
            } else {
              result[0] += 0.0022575597;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.007240752;
            } else {
              result[0] += 0.001377194;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.05754889;
            } else {
              result[0] += 0.009084573;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.009082442;
            } else {
              result[0] += -0.008265329;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
          result[0] += -0.008013836;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += 0.010999112;
            } else {
              result[0] += 0.017973058;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0057700514;
            } else {
              result[0] += 0.0042050225;
            }
          }
        }
      } else {
        result[0] += -0.010248359;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += -0.010565127;
          } else {
            result[0] += 0.048846982;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            result[0] += 0.03357533;
          } else {
            result[0] += 0.018369492;
          }
        }
      } else {
        result[0] += -0.0055544763;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            result[0] += -0.004883044;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.004694947;
            } else {
              result[0] += 0.0036072563;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.013519711;
          } else {
            result[0] += 0.00029224125;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.034977317;
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.029656408;
            } else {
              result[0] += -0.0027045447;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.0123032015;
            } else {
              result[0] += -0.025836546;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += 0.0057310336;
          } else {
            result[0] += 0.0015446759;
          }
        } else {
          result[0] += 0.030831063;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
              result[0] += 0.00057766;
            } else {
              result[0] += -0.003523307;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.007833014;
            } else {
              result[0] += -0.032353625;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0065588444;
            } else {
              result[0] += 0.05744329;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0044001425;
            } else {
              result[0] += -0.0041378154;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62857145071) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
              result[0] += -0.00013096632;
            } else {
              result[0] += -0.02163274;
            }
          } else {
            result[0] += 0.019843116;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.0032223382;
            } else {
              result[0] += 0.020546686;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
              result[0] += -0.017863316;
            } else {
              result[0] += 0.018834978;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.04081148;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.021662038;
            } else {
              result[0] += -0.003100863;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
            result[0] += 0.01003101;
          } else {
            result[0] += -0.00341517;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += -0.004483326;
            } else {
              result[0] += -0.0014846096;
            }
          } else {
            result[0] += 0.022023467;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
            result[0] += 0.02857917;
          } else {
            result[0] += 0.017533874;
          }
        }
      } else {
        result[0] += -0.0125667425;
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.0054926644;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            result[0] += -0.042377304;
          } else {
            result[0] += -0.0077823126;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            result[0] += -0.010965901;
          } else {
            result[0] += 0.006426365;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
          result[0] += -0.0004968961;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
            result[0] += 0.0034212973;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
              result[0] += 0.024277037;
            } else {
              result[0] += 0.005235996;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.0014229165;
            } else {
              result[0] += -0.022514006;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += 0.015756307;
            } else {
              result[0] += -0.0011281813;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.0013194545;
            } else {
              result[0] += -0.026716897;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.027153632;
            } else {
              result[0] += 0.0009840935;
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
              result[0] += -0.007135617;
            } else {
              result[0] += -0.039938826;
            }
          } else {
            result[0] += 0.0007464384;
          }
        } else {
          result[0] += 0.012618156;
        }
      } else {
        result[0] += 0.030161068;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        result[0] += -0.035794225;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          result[0] += -0.02541386;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
            result[0] += -0.0016806612;
          } else {
            result[0] += 0.012285455;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.62857145071) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += 0.036434397;
          } else {
            result[0] += -0.004028604;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            result[0] += -0.023197763;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.0026383998;
            } else {
              result[0] += 2.4553188e-05;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
            result[0] += 0.009100793;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.64788734913) ) ) {
              result[0] += 0.01384789;
            } else {
              result[0] += 0.021975027;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)150) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += -0.019235035;
            } else {
              result[0] += 0.005431115;
            }
          } else {
            result[0] += 0.009855078;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71296298504) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
            result[0] += -0.019034415;
          } else {
            result[0] += -0.044419732;
          }
        } else {
          result[0] += -0.008006246;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
              result[0] += -0.009492165;
            } else {
              result[0] += 0.0021575573;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.017280664;
            } else {
              result[0] += 0.002879935;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
              result[0] += 0.00018764011;
            } else {
              result[0] += 0.01586983;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
              result[0] += -0.014571353;
            } else {
              result[0] += 0.0034784921;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.099173553288) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
              result[0] += -0.00010061994;
            } else {
              result[0] += -0.0048520444;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
              result[0] += 0.01745093;
            } else {
              result[0] += -0.0077094086;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
              result[0] += 0.028128376;
            } else {
              result[0] += -0.015648058;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.010068308;
            } else {
              result[0] += -0.0021681548;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            result[0] += -0.010806842;
          } else {
            result[0] += 0.048005555;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.070194446;
            } else {
              result[0] += -0.014031418;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += -0.02247995;
            } else {
              result[0] += 0.0086679235;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
            result[0] += 0.023708085;
          } else {
            result[0] += 0.012002656;
          }
        } else {
          result[0] += 0.03812846;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019518542103) ) ) {
          result[0] += -0.006155958;
        } else {
          result[0] += 0.0036770918;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.00047901724;
            } else {
              result[0] += 0.019223666;
            }
          } else {
            result[0] += 0.030835697;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0051679587923) ) ) {
              result[0] += 0.045270767;
            } else {
              result[0] += 0.024384331;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)843) ) ) {
              result[0] += 0.018546162;
            } else {
              result[0] += 0.0015993878;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
          result[0] += -0.061071575;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            result[0] += 0.017074779;
          } else {
            result[0] += 0.004455879;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017094017938) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.015414258465) ) ) {
              result[0] += -0.00014474824;
            } else {
              result[0] += -0.02968779;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.027027027681) ) ) {
              result[0] += -0.0110493265;
            } else {
              result[0] += 0.013219068;
            }
          }
        } else {
          result[0] += -0.036092497;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.000765379;
            } else {
              result[0] += -0.020896604;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
              result[0] += 0.019613715;
            } else {
              result[0] += 0.0022625586;
            }
          }
        } else {
          result[0] += 0.013564842;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3149) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += 0.00022258137;
            } else {
              result[0] += -0.006979914;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
              result[0] += 0.0077523375;
            } else {
              result[0] += 0.0008394387;
            }
          }
        } else {
          result[0] += -0.037861783;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += 0.012113845;
            } else {
              result[0] += 0.033175312;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0083682006225) ) ) {
              result[0] += -0.007132885;
            } else {
              result[0] += 0.023818789;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
            result[0] += 0.00737098;
          } else {
            result[0] += -0.008892995;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.00408516;
            } else {
              result[0] += 0.027055396;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
              result[0] += -0.01608998;
            } else {
              result[0] += 0.005321666;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.022040656;
            } else {
              result[0] += 0.015721008;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += 0.0128743565;
            } else {
              result[0] += -0.00028903742;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
              result[0] += 0.034069896;
            } else {
              result[0] += 0.0002750242;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.013513513841) ) ) {
              result[0] += -0.003258132;
            } else {
              result[0] += -0.033394247;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091086532921) ) ) {
              result[0] += 0.019020818;
            } else {
              result[0] += 0.004659315;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.0333185;
            } else {
              result[0] += -0.00012325645;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
      result[0] += 0.027167851;
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
        result[0] += 0.0047182515;
      } else {
        result[0] += 0.014994517;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.0069233747;
            } else {
              result[0] += -0.02702674;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.008995061;
            } else {
              result[0] += 0.009594513;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.008763433;
            } else {
              result[0] += -0.011568042;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.03355035;
            } else {
              result[0] += 0.0035308376;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
              result[0] += -0.00013434293;
            } else {
              result[0] += 0.012772344;
            }
          } else {
            result[0] += 0.02923637;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0008232654;
            } else {
              result[0] += 0.005163091;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.018971493;
            } else {
              result[0] += -0.00044571934;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.030616615;
          } else {
            result[0] += 0.013860342;
          }
        } else {
          result[0] += 0.0075649493;
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          result[0] += -0.008813457;
        } else {
          result[0] += 0.00377374;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)167) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0001894746;
            } else {
              result[0] += -0.015312654;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)153) ) ) {
              result[0] += -0.071153864;
            } else {
              result[0] += -0.017282397;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)166) ) ) {
              result[0] += -0.0023092737;
            } else {
              result[0] += 0.024388326;
            }
          } else {
            result[0] += 0.033747397;
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0032689662;
            } else {
              result[0] += 0.010622184;
            }
          } else {
            result[0] += -0.025606826;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.01884262;
            } else {
              result[0] += -0.04037292;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.017820856;
            } else {
              result[0] += 0.0018731337;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)181) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += 0.0280575;
        } else {
          result[0] += 0.003629154;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)64) ) ) {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.031635072;
            } else {
              result[0] += -0.0034037002;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
              result[0] += -0.00018339479;
            } else {
              result[0] += -0.011865288;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
              result[0] += -0.018149298;
            } else {
              result[0] += 0.008477957;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += -0.015076852;
            } else {
              result[0] += -6.855809e-05;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
              result[0] += -9.731479e-05;
            } else {
              result[0] += -0.009846098;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
              result[0] += 0.010263703;
            } else {
              result[0] += -0.021648768;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
              result[0] += 0.008012888;
            } else {
              result[0] += 0.013934456;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
              result[0] += 0.028617505;
            } else {
              result[0] += 0.01576904;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            result[0] += 0.01573048;
          } else {
            result[0] += 0.030697886;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.02906808;
            } else {
              result[0] += 0.028491555;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0042599416;
            } else {
              result[0] += -0.018821599;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.0028926728;
            } else {
              result[0] += 0.030036246;
            }
          } else {
            result[0] += 0.023253031;
          }
        } else {
          result[0] += 0.043616943;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          result[0] += -0.07339292;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += 0.009541957;
            } else {
              result[0] += 0.0022801394;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)625) ) ) {
              result[0] += -0.0061668544;
            } else {
              result[0] += -0.03197251;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.007817795;
            } else {
              result[0] += -0.012019021;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.012989933;
            } else {
              result[0] += 0.010785903;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
              result[0] += 0.007489051;
            } else {
              result[0] += 0.028963912;
            }
          } else {
            result[0] += -0.028127775;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.033571452;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.018566545;
            } else {
              result[0] += 0.005733996;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.006517624;
            } else {
              result[0] += 0.003614843;
            }
          } else {
            result[0] += 0.029774208;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0008204331;
            } else {
              result[0] += -0.022093339;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
              result[0] += -0.036069885;
            } else {
              result[0] += -0.0099518765;
            }
          }
        } else {
          result[0] += -0.05665921;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
              result[0] += 0.0026890228;
            } else {
              result[0] += -0.0055162366;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.0008262402;
            } else {
              result[0] += -0.011573258;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.02849338;
            } else {
              result[0] += 0.0049444437;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.013236219;
            } else {
              result[0] += 0.009808995;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += 0.0010093043;
            } else {
              result[0] += -0.012224882;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)450) ) ) {
              result[0] += 0.0016897627;
            } else {
              result[0] += 0.010557939;
            }
          }
        } else {
          result[0] += -0.031425726;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)157) ) ) {
              result[0] += -0.0052346876;
            } else {
              result[0] += -0.026041523;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += 0.015151083;
            } else {
              result[0] += -0.0013867465;
            }
          }
        } else {
          result[0] += -0.045772053;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010591350496) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0097592715174) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0016990763;
            } else {
              result[0] += 0.0047081965;
            }
          } else {
            result[0] += -0.04612586;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.060606062412) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
              result[0] += 0.040918756;
            } else {
              result[0] += 0.008326318;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.072218604386) ) ) {
              result[0] += -0.028271426;
            } else {
              result[0] += 0.009673409;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
            result[0] += -0.06628741;
          } else {
            result[0] += -4.0471066e-05;
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)226) ) ) {
              result[0] += -0.017445436;
            } else {
              result[0] += 0.004861191;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
              result[0] += 0.003947444;
            } else {
              result[0] += -0.013210333;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
            result[0] += -0.035258006;
          } else {
            result[0] += -0.0014341015;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
              result[0] += 0.00736947;
            } else {
              result[0] += -0.007904628;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += -0.0307816;
            } else {
              result[0] += 0.0015853121;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
          result[0] += 0.036797997;
        } else {
          result[0] += 0.0036723937;
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.001638124;
            } else {
              result[0] += 0.02367547;
            }
          } else {
            result[0] += 0.029731488;
          }
        } else {
          result[0] += 0.0414395;
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)121) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025806451216) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.005969333;
            } else {
              result[0] += -0.0022679649;
            }
          } else {
            result[0] += -0.022754518;
          }
        } else {
          result[0] += 0.0078104064;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
              result[0] += 0.00061591255;
            } else {
              result[0] += -0.00810714;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.013430123;
            } else {
              result[0] += -0.013143474;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
            result[0] += -0.036670882;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.006829392;
            } else {
              result[0] += 0.0153622525;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.013577594;
            } else {
              result[0] += 0.043375142;
            }
          } else {
            result[0] += -0.017676186;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039577838033) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0036701236;
            } else {
              result[0] += -0.020228935;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011290322989) ) ) {
              result[0] += 0.02936099;
            } else {
              result[0] += -0.0018923943;
            }
          }
        }
      }
    } else {
      result[0] += -0.022209512;
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.021811543;
            } else {
              result[0] += 0.015006189;
            }
          } else {
            result[0] += 0.016483983;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0017652250826) ) ) {
            result[0] += -0.09431605;
          } else {
            result[0] += -0.012457496;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.039126974;
            } else {
              result[0] += 0.014903018;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
              result[0] += -0.03405377;
            } else {
              result[0] += 0.0021391239;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
            result[0] += -0.07285392;
          } else {
            result[0] += -0.009334036;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0046224961989) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)625) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            result[0] += -0.00917677;
          } else {
            result[0] += -0.004670916;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.005855562631) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)677) ) ) {
              result[0] += 0.020859111;
            } else {
              result[0] += -0.004913149;
            }
          } else {
            result[0] += -0.010185888;
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.030259872;
            } else {
              result[0] += 0.0040077018;
            }
          } else {
            result[0] += -0.052865792;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.007326007355) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.009697382;
            } else {
              result[0] += 0.02963285;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
              result[0] += -0.02326807;
            } else {
              result[0] += 0.00056311407;
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
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += 0.0033258118;
            } else {
              result[0] += 0.014022467;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0014959122;
            } else {
              result[0] += -0.027425481;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += -0.0025320235;
            } else {
              result[0] += -0.026747897;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74324321747) ) ) {
              result[0] += 0.02109516;
            } else {
              result[0] += -0.0016005384;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.001370133;
            } else {
              result[0] += 0.01889461;
            }
          } else {
            result[0] += -0.011950054;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            result[0] += 0.02271468;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.036261793;
            } else {
              result[0] += -0.0008465415;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
        result[0] += 0.0027739091;
      } else {
        result[0] += 0.042577334;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.0038763967;
            } else {
              result[0] += -0.03593273;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.001003655;
            } else {
              result[0] += 0.017197622;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            result[0] += -0.010298043;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += 0.04154315;
            } else {
              result[0] += 0.0056721666;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.002761735;
            } else {
              result[0] += -0.029610047;
            }
          } else {
            result[0] += 0.01673557;
          }
        } else {
          result[0] += -0.06876915;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0059819855;
            } else {
              result[0] += -0.008754556;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.039762616;
            } else {
              result[0] += 0.010619697;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.020955797;
            } else {
              result[0] += -0.0010661891;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0011745768;
            } else {
              result[0] += 0.0011118598;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
            result[0] += 0.011276455;
          } else {
            result[0] += 0.03936349;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += -0.015571825;
            } else {
              result[0] += -0.07044878;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
              result[0] += 0.013728428;
            } else {
              result[0] += 0.0007163462;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
              result[0] += 0.0029871666;
            } else {
              result[0] += 0.035505567;
            }
          } else {
            result[0] += -0.015598078;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            result[0] += -0.034162413;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.01767132;
            } else {
              result[0] += 0.0059882943;
            }
          }
        }
      } else {
        result[0] += 0.0261187;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
              result[0] += 0.000842608;
            } else {
              result[0] += 0.01728753;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.010505785;
            } else {
              result[0] += -0.0014779032;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
              result[0] += 0.028077727;
            } else {
              result[0] += 0.0038327947;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.019932626;
            } else {
              result[0] += 0.004678175;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.011121311;
            } else {
              result[0] += -0.0014747934;
            }
          } else {
            result[0] += 0.04175504;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
            result[0] += -0.06700657;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
              result[0] += 0.01657584;
            } else {
              result[0] += -0.024934772;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59259259701) ) ) {
              result[0] += 0.00770908;
            } else {
              result[0] += -0.0045878016;
            }
          } else {
            result[0] += -0.016683696;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.015191833;
            } else {
              result[0] += 0.021433609;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
              result[0] += 0.01612128;
            } else {
              result[0] += -0.013622253;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0072419452;
            } else {
              result[0] += 0.03006019;
            }
          } else {
            result[0] += -0.02356119;
          }
        } else {
          result[0] += 0.04593466;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)176) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82926827669) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75757575035) ) ) {
              result[0] += -0.003299461;
            } else {
              result[0] += 0.013629771;
            }
          } else {
            result[0] += -0.025387293;
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.016448168;
            } else {
              result[0] += -0.037581608;
            }
          } else {
            result[0] += 0.0033464865;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0013886833;
            } else {
              result[0] += 0.01281765;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.060199667;
            } else {
              result[0] += 0.010524779;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += -0.002060876;
            } else {
              result[0] += -0.029797662;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
              result[0] += 0.009619507;
            } else {
              result[0] += 0.00070662895;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.007973327;
            } else {
              result[0] += -0.0013634496;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027874564752) ) ) {
              result[0] += 0.00020069796;
            } else {
              result[0] += -0.018306121;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8269231319) ) ) {
              result[0] += 0.006292773;
            } else {
              result[0] += 0.028202472;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.014857213;
            } else {
              result[0] += -0.007884166;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
          result[0] += 0.020947209;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.04758996;
            } else {
              result[0] += -0.010444357;
            }
          } else {
            result[0] += 0.0021529102;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.054412898;
          } else {
            result[0] += -0.025552323;
          }
        } else {
          result[0] += 0.006062807;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
              result[0] += 0.046401512;
            } else {
              result[0] += 0.008684431;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.008203361;
            } else {
              result[0] += -0.013063105;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.012456424;
            } else {
              result[0] += -0.041743707;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
              result[0] += 0.0038213872;
            } else {
              result[0] += -0.0060664397;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.023015974;
            } else {
              result[0] += 0.009135265;
            }
          } else {
            result[0] += -0.0076932437;
          }
        } else {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.029525489;
          } else {
            result[0] += -0.00086025486;
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
              result[0] += -0.011287312;
            } else {
              result[0] += -0.02794391;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
              result[0] += 0.014055915;
            } else {
              result[0] += -0.019230628;
            }
          }
        } else {
          result[0] += 0.019910915;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.045454546809) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.034045696;
            } else {
              result[0] += -0.01316787;
            }
          } else {
            result[0] += 0.0037358254;
          }
        } else {
          result[0] += 0.00020308481;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.011933123;
            } else {
              result[0] += 0.044082925;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)542) ) ) {
              result[0] += -0.018535748;
            } else {
              result[0] += -0.0018606501;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0118506765;
            } else {
              result[0] += 0.014944756;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
              result[0] += 0.0024298632;
            } else {
              result[0] += -0.000830912;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83783781528) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.00080276484;
            } else {
              result[0] += 0.00093818124;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.003598402;
            } else {
              result[0] += -0.025468258;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0144290775;
            } else {
              result[0] += 0.02752295;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
              result[0] += -0.02529492;
            } else {
              result[0] += 0.0015719846;
            }
          }
        }
      } else {
        result[0] += -0.025194814;
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
        result[0] += -0.018162576;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
          result[0] += 0.021428443;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 0.019130876;
            } else {
              result[0] += 0.0026059372;
            }
          } else {
            result[0] += 0.019012785;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
      result[0] += -0.03462868;
    } else {
      result[0] += -0.004068158;
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
              result[0] += -0.0005078835;
            } else {
              result[0] += -0.013443957;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.010439003;
            } else {
              result[0] += 0.0018191846;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.005008141;
            } else {
              result[0] += 0.015427236;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.009762519;
            } else {
              result[0] += -0.017493088;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)392) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)388) ) ) {
            result[0] += -0.041883036;
          } else {
            result[0] += -0.019252839;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.009142258;
          } else {
            result[0] += -0.010719005;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)497) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0048895427;
            } else {
              result[0] += -0.009979045;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.015364507;
            } else {
              result[0] += 0.030645702;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.03227375;
          } else {
            result[0] += 0.017868249;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.013796446;
            } else {
              result[0] += -0.0005553341;
            }
          } else {
            result[0] += -0.026891831;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
              result[0] += 0.010180372;
            } else {
              result[0] += 0.0015822276;
            }
          } else {
            result[0] += -0.017170707;
          }
        }
      }
    }
  } else {
    result[0] += 0.026629362;
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.00036655588;
            } else {
              result[0] += -0.00439668;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
              result[0] += -0.016230477;
            } else {
              result[0] += 0.01059236;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
            result[0] += 0.030043203;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
              result[0] += -0.0021308959;
            } else {
              result[0] += 0.028682848;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.011631395;
            } else {
              result[0] += 0.0034729715;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += -0.007965275;
            } else {
              result[0] += 0.0032019292;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.011693982;
            } else {
              result[0] += 0.020477321;
            }
          } else {
            result[0] += -0.027906155;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += 0.042307775;
            } else {
              result[0] += 0.014216267;
            }
          } else {
            result[0] += 0.05655476;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.01620438;
          } else {
            result[0] += 0.012204383;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)250) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += -0.02885432;
            } else {
              result[0] += -0.0018686382;
            }
          } else {
            result[0] += -0.04399157;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)253) ) ) {
              result[0] += 0.00043445916;
            } else {
              result[0] += 0.03839785;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
              result[0] += -0.017371723;
            } else {
              result[0] += 0.0030851471;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0026162078;
            } else {
              result[0] += -0.015049159;
            }
          } else {
            result[0] += -0.04525052;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.024212394;
            } else {
              result[0] += -0.0123535;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
              result[0] += -0.0066215484;
            } else {
              result[0] += 0.007614532;
            }
          }
        }
      } else {
        result[0] += 0.03965167;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.031677675;
        } else {
          result[0] += -0.010593534;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          result[0] += 0.005702223;
        } else {
          result[0] += -0.002394791;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0049398416;
            } else {
              result[0] += 0.0021026814;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.020454723;
            } else {
              result[0] += -0.0048288293;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += 0.011582139;
            } else {
              result[0] += -0.0047971583;
            }
          } else {
            result[0] += 0.027581057;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.030485883;
            } else {
              result[0] += 0.056032177;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.009635392;
            } else {
              result[0] += 0.0106678875;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.0698535;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += 0.009315531;
            } else {
              result[0] += -0.021858143;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.007002566;
            } else {
              result[0] += 0.0049440716;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0077051865;
            } else {
              result[0] += -0.00088021596;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += 0.050703462;
            } else {
              result[0] += 0.026544133;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.019513754;
            } else {
              result[0] += -0.0070091845;
            }
          }
        }
      } else {
        result[0] += 0.04146102;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0059037227;
            } else {
              result[0] += -0.016476987;
            }
          } else {
            result[0] += 0.0063140476;
          }
        } else {
          result[0] += -0.017102601;
        }
      } else {
        result[0] += -0.052703418;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += 0.0072426773;
            } else {
              result[0] += -0.0076471395;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.0053244303;
            } else {
              result[0] += -0.05325515;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.00547857;
            } else {
              result[0] += 0.0050625023;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.004975456;
            } else {
              result[0] += -0.016154109;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.001252439;
            } else {
              result[0] += 0.008541832;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.022151975;
            } else {
              result[0] += -0.0042632706;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
              result[0] += -0.0041895504;
            } else {
              result[0] += 0.00055122434;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
              result[0] += 0.016198238;
            } else {
              result[0] += 0.00013181713;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
              result[0] += 0.00045878577;
            } else {
              result[0] += -0.0020288301;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.005878612;
            } else {
              result[0] += -0.0374234;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
              result[0] += 0.00061884563;
            } else {
              result[0] += 0.009477263;
            }
          } else {
            result[0] += 0.02961248;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
              result[0] += -0.039245445;
            } else {
              result[0] += -0.0019809587;
            }
          } else {
            result[0] += -0.0017002262;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.027921;
            } else {
              result[0] += 6.991806e-05;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0077983364;
            } else {
              result[0] += 0.03130891;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)135) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0028549877;
            } else {
              result[0] += 0.013205284;
            }
          } else {
            result[0] += 0.020886084;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += 0.02211844;
          } else {
            result[0] += 0.007843925;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)872) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += 0.0018293029;
            } else {
              result[0] += -0.015248731;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.00817356;
            } else {
              result[0] += 0.0353908;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
              result[0] += -0.022620423;
            } else {
              result[0] += 0.01121066;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0019223167;
            } else {
              result[0] += 0.010278953;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
            result[0] += 0.012017686;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
              result[0] += -0.035204552;
            } else {
              result[0] += -0.009407039;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)132) ) ) {
            result[0] += 0.023656277;
          } else {
            result[0] += -0.012910451;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
              result[0] += 0.00848472;
            } else {
              result[0] += -0.020865394;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
              result[0] += 0.05691594;
            } else {
              result[0] += 0.008252171;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.005340604;
            } else {
              result[0] += -0.03174914;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
              result[0] += 0.03188793;
            } else {
              result[0] += 0.0013427056;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)249) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)151) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
            result[0] += -0.011513841;
          } else {
            result[0] += -0.024696035;
          }
        } else {
          result[0] += -0.047400143;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            result[0] += 0.0025607997;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += -0.045629818;
            } else {
              result[0] += -0.014992478;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
            result[0] += 0.010513328;
          } else {
            result[0] += 0.00087885774;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
              result[0] += 0.00097404694;
            } else {
              result[0] += 0.009034334;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)165) ) ) {
              result[0] += -0.0013279923;
            } else {
              result[0] += 0.0017269884;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
            result[0] += -0.0013931984;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += 0.026739314;
            } else {
              result[0] += 0.014978075;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += -0.021860778;
            } else {
              result[0] += 0.011620839;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.01926923;
            } else {
              result[0] += -0.0066659413;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
            result[0] += 0.00050765194;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.77142858505) ) ) {
              result[0] += 0.0042111753;
            } else {
              result[0] += 0.013306058;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
              result[0] += -0.0021519407;
            } else {
              result[0] += 0.023901476;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += -0.025965312;
            } else {
              result[0] += -0.004909412;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9212598801) ) ) {
            result[0] += 0.024921509;
          } else {
            result[0] += 0.0044819904;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8269231319) ) ) {
              result[0] += 0.009429518;
            } else {
              result[0] += 0.027638853;
            }
          } else {
            result[0] += -0.016148677;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
              result[0] += -0.0027549255;
            } else {
              result[0] += -0.05627892;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88571429253) ) ) {
              result[0] += 0.013173915;
            } else {
              result[0] += 0.00034689475;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.023901045;
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.13356164098) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
              result[0] += -0.00096720055;
            } else {
              result[0] += 0.0057263416;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += 0.009157354;
            } else {
              result[0] += -0.0092513375;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87368422747) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
              result[0] += 0.006432812;
            } else {
              result[0] += -0.0095215095;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.026679939;
            } else {
              result[0] += 1.8120983e-05;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
            result[0] += 0.031545263;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += -0.008457928;
            } else {
              result[0] += 0.018375255;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += -0.0018514385;
            } else {
              result[0] += 0.011124697;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0040080160834) ) ) {
              result[0] += -0.04687822;
            } else {
              result[0] += -0.0054670437;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004554326646) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.006813634;
            } else {
              result[0] += 0.035158213;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += -0.00047038222;
            } else {
              result[0] += 0.007660754;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
            result[0] += -0.019594451;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
              result[0] += 0.003986415;
            } else {
              result[0] += -0.01746256;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
          result[0] += -0.026182327;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
            result[0] += 0.02363935;
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.002027191;
            } else {
              result[0] += -0.011830666;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
      result[0] += 0.022758614;
    } else {
      result[0] += 0.003949752;
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0173160173) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010607521981) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
              result[0] += -0.0002713318;
            } else {
              result[0] += 0.00244713;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.0017913313;
            } else {
              result[0] += 0.037723627;
            }
          }
        } else {
          result[0] += -0.033529155;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012168933637) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            result[0] += 0.027610356;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += 0.0069143507;
            } else {
              result[0] += 0.00069614424;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21015514433) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014880952425) ) ) {
              result[0] += -0.003881761;
            } else {
              result[0] += 0.0054588015;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84615385532) ) ) {
              result[0] += 0.022057256;
            } else {
              result[0] += 0.0021261573;
            }
          }
        }
      }
    } else {
      result[0] += -0.017328184;
    }
  } else {
    if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017566688359) ) ) {
      result[0] += -0.033190053;
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017699114978) ) ) {
        result[0] += 0.01579903;
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.28795811534) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.0059323707;
            } else {
              result[0] += -0.0026000445;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.037085231394) ) ) {
              result[0] += -0.02252698;
            } else {
              result[0] += 0.00602161;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
              result[0] += -0.010718513;
            } else {
              result[0] += -0.033743136;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
              result[0] += -0.007587059;
            } else {
              result[0] += 0.0107084215;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
        result[0] += 0.01464047;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.005812567;
            } else {
              result[0] += 0.003744445;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.032076765;
            } else {
              result[0] += -0.0014442987;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.012360218;
            } else {
              result[0] += -0.006803769;
            }
          } else {
            result[0] += 0.016789;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.042616885;
            } else {
              result[0] += -0.01940036;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.004542138;
            } else {
              result[0] += -0.031664558;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
              result[0] += 0.0016361786;
            } else {
              result[0] += 0.023764916;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
              result[0] += -0.03934133;
            } else {
              result[0] += -0.0008061773;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            result[0] += 0.01599743;
          } else {
            result[0] += 0.031124676;
          }
        } else {
          result[0] += -0.008294523;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          result[0] += 0.031756744;
        } else {
          result[0] += 0.018014817;
        }
      } else {
        result[0] += -0.003942692;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += 0.0010422912;
            } else {
              result[0] += -0.015237753;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.00010188067;
            } else {
              result[0] += -0.05698905;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += 0.0035014679;
            } else {
              result[0] += 0.019056233;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
              result[0] += -0.0053989086;
            } else {
              result[0] += 1.8736494e-06;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.027116312;
            } else {
              result[0] += 0.0077622132;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0011609871;
            } else {
              result[0] += 0.042811494;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.027574727;
            } else {
              result[0] += -0.026592327;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.018965535;
            } else {
              result[0] += 0.000988826;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)329) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)40) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
              result[0] += -0.014307193;
            } else {
              result[0] += -0.002168184;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += 0.031922996;
            } else {
              result[0] += 0.0020764514;
            }
          }
        } else {
          if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += 0.024360118;
            } else {
              result[0] += 0.008897688;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)150) ) ) {
              result[0] += 0.0073454105;
            } else {
              result[0] += -0.0046998016;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
          result[0] += -0.036028054;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)497) ) ) {
            result[0] += 0.01052144;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.028386002;
            } else {
              result[0] += -0.00097276614;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)211) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.006909714;
            } else {
              result[0] += -0.016891118;
            }
          } else {
            result[0] += -0.025064496;
          }
        } else {
          result[0] += 0.0027090458;
        }
      } else {
        result[0] += -0.034856666;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.10000000149) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)216) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.010622482;
            } else {
              result[0] += 0.012102461;
            }
          } else {
            result[0] += 0.032926407;
          }
        } else {
          result[0] += 0.03312469;
        }
      } else {
        result[0] += -0.010025241;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.03344933;
            } else {
              result[0] += 0.024901731;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.002598744;
            } else {
              result[0] += -0.049825966;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82692307234) ) ) {
            result[0] += 0.015743764;
          } else {
            result[0] += -0.015457371;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += 0.007690297;
            } else {
              result[0] += 0.038141977;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
              result[0] += -0.011780584;
            } else {
              result[0] += 0.016181223;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.022156296;
            } else {
              result[0] += 0.0036446962;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
              result[0] += 0.005913123;
            } else {
              result[0] += 8.1842736e-05;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.00042953854;
            } else {
              result[0] += -0.008344856;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += -0.0086495085;
            } else {
              result[0] += 0.003080148;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)287) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0021923946;
            } else {
              result[0] += -0.021028249;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
              result[0] += 0.013387027;
            } else {
              result[0] += 0.0025661949;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1862) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
              result[0] += 0.0015891038;
            } else {
              result[0] += -0.0054206923;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
              result[0] += -0.03850789;
            } else {
              result[0] += -0.007548032;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
              result[0] += 0.0024510464;
            } else {
              result[0] += 0.015575722;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.012532438;
            } else {
              result[0] += 0.019107634;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016129031777) ) ) {
              result[0] += 0.016123403;
            } else {
              result[0] += -0.0019736944;
            }
          } else {
            result[0] += -0.0032977604;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0328017;
            } else {
              result[0] += 0.016728742;
            }
          } else {
            result[0] += 0.0037086417;
          }
        }
      } else {
        result[0] += -0.0047422764;
      }
    }
  } else {
    if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)210) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.006457758;
            } else {
              result[0] += -0.018843545;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.038399782;
            } else {
              result[0] += 0.007148415;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.03570805;
            } else {
              result[0] += 0.018546335;
            }
          } else {
            result[0] += -0.0059499885;
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.012049855;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)651) ) ) {
            result[0] += -0.032727245;
          } else {
            result[0] += -0.013201055;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
        result[0] += -0.03485186;
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.022139614;
            } else {
              result[0] += -0.02383561;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)691) ) ) {
              result[0] += -0.01047524;
            } else {
              result[0] += 0.0066177556;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0040080160834) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.0113498;
            } else {
              result[0] += -0.027768174;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027700830251) ) ) {
              result[0] += 0.014186221;
            } else {
              result[0] += -0.0030991335;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0010706953;
            } else {
              result[0] += 0.0059540723;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.016124979;
            } else {
              result[0] += -0.00405674;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
            result[0] += 0.026495341;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += 0.0190723;
            } else {
              result[0] += 0.0020134998;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.02600562;
            } else {
              result[0] += 0.013377166;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.048022687;
            } else {
              result[0] += 0.0023910971;
            }
          }
        } else {
          result[0] += -0.039195575;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += -0.024562206;
            } else {
              result[0] += 0.0014818041;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += 0.01783063;
            } else {
              result[0] += 0.0074902326;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            result[0] += -0.039694898;
          } else {
            result[0] += -0.009259697;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          result[0] += 0.024005352;
        } else {
          result[0] += -0.016441928;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.02633041;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.006467394;
            } else {
              result[0] += 0.019317163;
            }
          } else {
            result[0] += -0.007517808;
          }
        }
      } else {
        result[0] += -0.045044024;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += 0.012466249;
            } else {
              result[0] += 9.5765245e-05;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += -0.025259776;
            } else {
              result[0] += -0.009346803;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.021720385;
            } else {
              result[0] += 0.004917042;
            }
          } else {
            result[0] += 0.0014241266;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83098590374) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)77) ) ) {
              result[0] += -0.005799584;
            } else {
              result[0] += -0.024448592;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
              result[0] += 0.0056327446;
            } else {
              result[0] += -0.016812311;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
              result[0] += 0.0013398223;
            } else {
              result[0] += 0.012820914;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += -0.025862833;
            } else {
              result[0] += 0.00080035935;
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
              result[0] += 0.0003118071;
            } else {
              result[0] += -0.010384968;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
              result[0] += 0.017728439;
            } else {
              result[0] += 0.0025576318;
            }
          }
        } else {
          result[0] += -0.025399793;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0092592593282) ) ) {
              result[0] += -0.0001626791;
            } else {
              result[0] += 0.020784158;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
              result[0] += -0.027510358;
            } else {
              result[0] += -0.0027543483;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.61111110449) ) ) {
            result[0] += -0.047549486;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.014775458;
            } else {
              result[0] += 0.0002518651;
            }
          }
        }
      }
    } else {
      result[0] += 0.023201076;
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
        result[0] += -0.016723806;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.015727384;
            } else {
              result[0] += 0.0009781095;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += 0.016994443;
            } else {
              result[0] += 0.03055495;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.045045704;
            } else {
              result[0] += -0.017172882;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += 0.020885145;
            } else {
              result[0] += 0.0006692904;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
        result[0] += 0.042491507;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
          result[0] += 0.014455067;
        } else {
          result[0] += -0.0037389142;
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 8.441363e-05;
            } else {
              result[0] += -0.003184021;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.040709194;
            } else {
              result[0] += -0.0030077994;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
            result[0] += 0.0135002015;
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.03366818;
            } else {
              result[0] += 0.008725402;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
            result[0] += 0.03338601;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += 0.0038335838;
            } else {
              result[0] += 0.016727729;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += -0.028484229;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.014987617;
            } else {
              result[0] += 0.00081898936;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += 0.018796187;
            } else {
              result[0] += -0.012490495;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.03094604;
            } else {
              result[0] += -0.06932228;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            result[0] += 0.022015676;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0070637213;
            } else {
              result[0] += -0.0077005173;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            result[0] += -0.009919762;
          } else {
            result[0] += 0.011824342;
          }
        } else {
          result[0] += 0.0421485;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0010684007;
            } else {
              result[0] += 0.008011385;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.04410948;
            } else {
              result[0] += 0.01223766;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014367816038) ) ) {
              result[0] += 0.0010214526;
            } else {
              result[0] += 0.021736177;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += -0.04017883;
            } else {
              result[0] += 0.00448974;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.066666670144) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.024501035;
            } else {
              result[0] += -0.057819303;
            }
          } else {
            result[0] += -0.0057947426;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.21428571641) ) ) {
            result[0] += 0.018159023;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0031273998;
            } else {
              result[0] += 0.008961367;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.011754367;
        } else {
          result[0] += -0.044043522;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010591350496) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0066225165501) ) ) {
              result[0] += -0.0037987407;
            } else {
              result[0] += -0.04195168;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.009233382;
            } else {
              result[0] += -0.014114103;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
              result[0] += 0.008052805;
            } else {
              result[0] += 0.0018386793;
            }
          } else {
            result[0] += -0.02223225;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      result[0] += 0.022762237;
    } else {
      result[0] += -0.004890132;
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += -0.008392934;
          } else {
            result[0] += 0.01720558;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.019166267;
            } else {
              result[0] += -7.2056646e-05;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.038088433;
            } else {
              result[0] += -0.019317755;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0082207685;
            } else {
              result[0] += -0.0078122537;
            }
          } else {
            result[0] += -0.022265552;
          }
        } else {
          result[0] += 0.016823173;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 6.129047e-05;
            } else {
              result[0] += 0.028470004;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0006519186;
            } else {
              result[0] += 0.019103367;
            }
          }
        } else {
          result[0] += -0.024479672;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.0023407924;
            } else {
              result[0] += -0.013993772;
            }
          } else {
            result[0] += -0.044121783;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0014946725;
            } else {
              result[0] += 0.03246778;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0010742063;
            } else {
              result[0] += 0.00096869137;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0008100492;
            } else {
              result[0] += 0.02370294;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.22901757061) ) ) {
              result[0] += -0.014690642;
            } else {
              result[0] += 0.010890974;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.024974523;
            } else {
              result[0] += 0.0071600224;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.008525452;
            } else {
              result[0] += -0.017978355;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.6451612711) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.007915954;
            } else {
              result[0] += -0.02507512;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.005862555;
            } else {
              result[0] += 0.009365718;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.021632578;
            } else {
              result[0] += 0.0033754252;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += -0.018295588;
            } else {
              result[0] += -0.0009908356;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            result[0] += -0.04203702;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
              result[0] += 0.026334504;
            } else {
              result[0] += -0.016078321;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
            result[0] += 0.04205699;
          } else {
            result[0] += -0.003622681;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
          result[0] += -0.08785183;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += 0.02907063;
          } else {
            result[0] += -0.055652857;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.018945077;
            } else {
              result[0] += 0.02811488;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
              result[0] += 0.018681264;
            } else {
              result[0] += -0.0024899968;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.043599144;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += 0.022669798;
            } else {
              result[0] += 0.009254195;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.00609758;
            } else {
              result[0] += -0.002518434;
            }
          } else {
            result[0] += 0.021394122;
          }
        } else {
          result[0] += -0.020297175;
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)323) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.00097434636;
            } else {
              result[0] += 0.00957748;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.008690198;
            } else {
              result[0] += -0.000386156;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)397) ) ) {
              result[0] += -0.015573263;
            } else {
              result[0] += 0.006471397;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += 0.021098256;
            } else {
              result[0] += 0.001184446;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0049123173;
            } else {
              result[0] += 0.020282319;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += 0.026682615;
            } else {
              result[0] += 0.008566494;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)709) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)558) ) ) {
              result[0] += 0.0052583325;
            } else {
              result[0] += 0.026389394;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.0022645842;
            } else {
              result[0] += 0.0026308445;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)104) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)85) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -5.3570664e-05;
            } else {
              result[0] += 0.00874016;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0030272894;
            } else {
              result[0] += -0.019475589;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += 0.00035500378;
            } else {
              result[0] += -0.0067242417;
            }
          } else {
            result[0] += 0.031732924;
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.032694016;
            } else {
              result[0] += -0.00522199;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
              result[0] += -0.038923092;
            } else {
              result[0] += -0.00020559055;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0061729103;
            } else {
              result[0] += 0.023082541;
            }
          } else {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.008568112;
            } else {
              result[0] += -0.009957231;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)297) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)279) ) ) {
              result[0] += 0.017751819;
            } else {
              result[0] += 0.032883745;
            }
          } else {
            result[0] += 0.0052836086;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
              result[0] += -0.020367825;
            } else {
              result[0] += 0.0066796327;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)263) ) ) {
              result[0] += 0.019175127;
            } else {
              result[0] += -0.003549595;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)502) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
              result[0] += -0.0026617004;
            } else {
              result[0] += 0.013330868;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)36) ) ) {
              result[0] += -0.0050745006;
            } else {
              result[0] += -0.022234552;
            }
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.005342722;
            } else {
              result[0] += 0.00022798784;
            }
          } else {
            result[0] += -0.022477824;
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
              result[0] += 0.007743252;
            } else {
              result[0] += -0.023302345;
            }
          } else {
            result[0] += 0.032958902;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.010986767;
            } else {
              result[0] += -0.0035380132;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.059424162;
            } else {
              result[0] += 0.0058610686;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.010908577;
            } else {
              result[0] += 0.030062292;
            }
          } else {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.0024903102;
            } else {
              result[0] += -0.00926236;
            }
          }
        } else {
          result[0] += 0.052549507;
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.03456419;
            } else {
              result[0] += 0.0013604129;
            }
          } else {
            result[0] += 0.01036083;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.00604406;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += 0.011860525;
            } else {
              result[0] += 0.030018235;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
            result[0] += 0.038938906;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0029557012;
            } else {
              result[0] += 0.015394452;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0052967556;
            } else {
              result[0] += -0.01543209;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.01028892;
            } else {
              result[0] += 0.00048251005;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.09214092046) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += 0.0008250611;
            } else {
              result[0] += 0.0065929117;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.040509213;
            } else {
              result[0] += -0.0022190623;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
            result[0] += -0.03558026;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)45) ) ) {
              result[0] += -0.0020013177;
            } else {
              result[0] += 0.005760433;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          result[0] += -0.038302775;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
              result[0] += -0.005473478;
            } else {
              result[0] += 0.00012873631;
            }
          } else {
            result[0] += -0.029455;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.079920083284) ) ) {
              result[0] += -0.010496359;
            } else {
              result[0] += -0.030267728;
            }
          } else {
            result[0] += 0.013153993;
          }
        } else {
          result[0] += -0.04908644;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.08219178021) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.037037037313) ) ) {
            result[0] += -0.0043902216;
          } else {
            result[0] += 0.0025683476;
          }
        } else {
          result[0] += 0.0058315108;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)50) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.14393939078) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.11538461596) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.10204081982) ) ) {
              result[0] += 0.009767148;
            } else {
              result[0] += 0.020495446;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)25) ) ) {
              result[0] += -0.0139983175;
            } else {
              result[0] += 0.012339054;
            }
          }
        } else {
          result[0] += 0.020395797;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
          result[0] += -0.0071457974;
        } else {
          result[0] += 0.012550912;
        }
      }
    } else {
      result[0] += -0.00471057;
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.017699114978) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0027680309;
            } else {
              result[0] += 0.00039694505;
            }
          } else {
            result[0] += 0.03399011;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
            result[0] += -0.029674906;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.066666670144) ) ) {
              result[0] += -0.024287669;
            } else {
              result[0] += 0.0024765474;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.51086956263) ) ) {
              result[0] += 0.015116009;
            } else {
              result[0] += 0.00032948257;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
              result[0] += 0.022375843;
            } else {
              result[0] += 0.00721901;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74193549156) ) ) {
            result[0] += 0.01028006;
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.022774583;
            } else {
              result[0] += 0.015304892;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.018057022;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
            result[0] += 0.043699272;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)473) ) ) {
              result[0] += -0.008057118;
            } else {
              result[0] += 0.010129294;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
          result[0] += -0.06314693;
        } else {
          result[0] += 0.00055498723;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.009224758;
            } else {
              result[0] += -0.007922792;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)52) ) ) {
              result[0] += -0.018632986;
            } else {
              result[0] += 0.008472603;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.029495487;
            } else {
              result[0] += 0.013102797;
            }
          } else {
            result[0] += 0.000842038;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84415584803) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.00033862054;
            } else {
              result[0] += -0.03598555;
            }
          } else {
            result[0] += -0.05514687;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0009915504;
            } else {
              result[0] += 0.03341409;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
              result[0] += 0.0001435211;
            } else {
              result[0] += 0.008584219;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)15) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)154) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
              result[0] += 0.022687858;
            } else {
              result[0] += -0.018752431;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)170) ) ) {
              result[0] += 0.055192865;
            } else {
              result[0] += 0.016837817;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)27) ) ) {
            result[0] += -0.0069299825;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)3289) ) ) {
              result[0] += 0.007757189;
            } else {
              result[0] += -0.0018860564;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)594) ) ) {
            result[0] += -0.035731785;
          } else {
            result[0] += -0.009740619;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.01119711;
            } else {
              result[0] += -0.0019438576;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += -0.0029243075;
            } else {
              result[0] += -0.029848868;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += -0.00084907253;
            } else {
              result[0] += 0.007897767;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.004235254;
            } else {
              result[0] += 0.023222907;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.012749895;
            } else {
              result[0] += -0.012992528;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.0431148;
            } else {
              result[0] += -0.0007215496;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)84) ) ) {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0017497363;
            } else {
              result[0] += -0.027543718;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)90) ) ) {
              result[0] += 0.0052518225;
            } else {
              result[0] += 0.020890139;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
            result[0] += -0.035458256;
          } else {
            result[0] += -0.018417997;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)20) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0040080160834) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0032840722706) ) ) {
              result[0] += 0.0015870121;
            } else {
              result[0] += -0.0240438;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.030987114;
            } else {
              result[0] += 0.005636279;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011290322989) ) ) {
            result[0] += -0.026709741;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
              result[0] += -0.002846566;
            } else {
              result[0] += 0.015843011;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.049334463;
            } else {
              result[0] += -0.01364012;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += -0.031095508;
            } else {
              result[0] += -0.0035894779;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)211) ) ) {
              result[0] += 0.0031160957;
            } else {
              result[0] += 0.015746068;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0046224961989) ) ) {
              result[0] += 0.0023607796;
            } else {
              result[0] += -0.008092077;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          result[0] += -0.00042680022;
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0022011274;
            } else {
              result[0] += -0.011719163;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.023404462;
            } else {
              result[0] += -0.0060907477;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
          result[0] += -0.0043717655;
        } else {
          result[0] += 0.013246367;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
            result[0] += -0.008852245;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += 0.011852234;
            } else {
              result[0] += 0.0013696448;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
              result[0] += 0.0109842075;
            } else {
              result[0] += -0.0067291493;
            }
          } else {
            result[0] += -0.009124555;
          }
        }
      } else {
        result[0] += -0.01489574;
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1531) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1349) ) ) {
              result[0] += -0.00021814497;
            } else {
              result[0] += 0.013768631;
            }
          } else {
            result[0] += -0.019586619;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1951) ) ) {
              result[0] += -0.012210297;
            } else {
              result[0] += -0.0026351379;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2137) ) ) {
              result[0] += 0.010739932;
            } else {
              result[0] += -0.004734851;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
            result[0] += 0.01070053;
          } else {
            result[0] += 0.025277166;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.0023647563;
          } else {
            result[0] += 0.01057036;
          }
        }
      }
    } else {
      result[0] += -0.020137453;
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
              result[0] += 0.007962274;
            } else {
              result[0] += 0.016199624;
            }
          } else {
            result[0] += 4.645586e-05;
          }
        } else {
          result[0] += 0.025531251;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4949) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)45) ) ) {
            result[0] += -0.009833018;
          } else {
            result[0] += -0.0011673295;
          }
        } else {
          result[0] += 0.012464337;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
            result[0] += 0.0015814723;
          } else {
            result[0] += -0.016102843;
          }
        } else {
          result[0] += -0.016406242;
        }
      } else {
        result[0] += 0.0044179703;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1349) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += 0.010522357;
            } else {
              result[0] += 0.0009178719;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0067887376;
            } else {
              result[0] += 0.0047653313;
            }
          }
        } else {
          result[0] += 0.0181658;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
          result[0] += -0.038909774;
        } else {
          result[0] += 0.0038528328;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1945) ) ) {
              result[0] += -5.757115e-05;
            } else {
              result[0] += -0.019364014;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.009165193;
            } else {
              result[0] += -0.009693737;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
              result[0] += 0.0033317246;
            } else {
              result[0] += -0.029466817;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)239) ) ) {
              result[0] += -0.029984117;
            } else {
              result[0] += -0.05251802;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
          result[0] += 0.021055706;
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.008806712;
          } else {
            result[0] += 0.01074753;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += 0.0445803;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
            result[0] += -0.008781115;
          } else {
            result[0] += 0.01658481;
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.023576744;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += -0.019877063;
          } else {
            result[0] += -0.0066076964;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.0025931825;
          } else {
            result[0] += 0.019232485;
          }
        } else {
          result[0] += -0.06607881;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0013404447;
            } else {
              result[0] += 0.010446294;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
              result[0] += -0.0270984;
            } else {
              result[0] += 0.0016154116;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.00194816;
            } else {
              result[0] += 0.0031073706;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
              result[0] += 0.0089401;
            } else {
              result[0] += 0.00022919853;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)95) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)421) ) ) {
              result[0] += 0.00020176944;
            } else {
              result[0] += 0.015465825;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += -0.0092633255;
            } else {
              result[0] += 0.00036441503;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.007506501;
            } else {
              result[0] += -0.008574465;
            }
          } else {
            result[0] += 0.05009503;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.000631699;
            } else {
              result[0] += -0.012397877;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
              result[0] += -0.060302954;
            } else {
              result[0] += -0.0033842393;
            }
          }
        } else {
          result[0] += 0.029915232;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84090906382) ) ) {
              result[0] += 0.0007902466;
            } else {
              result[0] += -0.02554807;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.022241827;
            } else {
              result[0] += 0.017175019;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += -0.03491291;
            } else {
              result[0] += -0.076093234;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0065471875;
            } else {
              result[0] += 0.009138526;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += 0.03409532;
        } else {
          result[0] += -0.0019311755;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0083102490753) ) ) {
              result[0] += 0.0027198065;
            } else {
              result[0] += -0.021927705;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
              result[0] += 0.0129533475;
            } else {
              result[0] += -0.010348827;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.008174646;
            } else {
              result[0] += -0.008883349;
            }
          } else {
            result[0] += -0.039586425;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.012257091;
            } else {
              result[0] += 0.0019059863;
            }
          } else {
            result[0] += -0.023949271;
          }
        } else {
          result[0] += 0.040244035;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)154) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
              result[0] += -0.0012669356;
            } else {
              result[0] += 0.02017428;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.035159167;
            } else {
              result[0] += -0.0053981044;
            }
          }
        } else {
          result[0] += -0.03607186;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.012213259;
            } else {
              result[0] += 0.0016042208;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.01266099;
            } else {
              result[0] += 0.00957931;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.013950891;
            } else {
              result[0] += 0.009320034;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
              result[0] += 0.00075150206;
            } else {
              result[0] += -0.011213009;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0015775155;
            } else {
              result[0] += 0.01632349;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += -0.016974788;
            } else {
              result[0] += -0.0023552645;
            }
          }
        } else {
          result[0] += 0.012165628;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          result[0] += -0.0003184653;
        } else {
          result[0] += -0.03323908;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.00020341841;
            } else {
              result[0] += 0.018647445;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.023888933;
            } else {
              result[0] += -0.019761583;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
              result[0] += -0.0060118563;
            } else {
              result[0] += -0.031287342;
            }
          } else {
            result[0] += 0.036348794;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.010823986;
            } else {
              result[0] += 0.0062024817;
            }
          } else {
            result[0] += -0.053976048;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.00069485547;
            } else {
              result[0] += 0.0132132415;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.01597565;
            } else {
              result[0] += -0.00026265866;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)68) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.0046900003;
            } else {
              result[0] += -0.010486008;
            }
          } else {
            result[0] += -0.028614286;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.0028594923;
            } else {
              result[0] += -0.01826287;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.025208762;
            } else {
              result[0] += -0.005266341;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
              result[0] += -0.050792318;
            } else {
              result[0] += -0.0017840842;
            }
          } else {
            result[0] += -0.007942629;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0033475196;
            } else {
              result[0] += 0.018948846;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0036866118;
            } else {
              result[0] += 0.009838696;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.017496863;
        } else {
          result[0] += 0.0022395106;
        }
      } else {
        result[0] += -0.024246465;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += -0.010985685;
      } else {
        result[0] += 0.029934485;
      }
    } else {
      result[0] += 0.031494197;
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += -0.0017622833;
            } else {
              result[0] += 0.004961354;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.02209319;
            } else {
              result[0] += 0.023350572;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            result[0] += 0.014045979;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += -0.024421325;
            } else {
              result[0] += -2.2404938e-05;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
              result[0] += 0.014592776;
            } else {
              result[0] += -7.0634116e-05;
            }
          } else {
            result[0] += 0.025470594;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += -0.04313084;
            } else {
              result[0] += -0.0061825807;
            }
          } else {
            result[0] += 0.0025811382;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += -0.00344055;
            } else {
              result[0] += 0.021429801;
            }
          } else {
            result[0] += 0.047079694;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0009167348;
            } else {
              result[0] += -0.022645956;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.005228876;
            } else {
              result[0] += 0.017323144;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0004067729;
            } else {
              result[0] += -0.01138931;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
              result[0] += -0.009927222;
            } else {
              result[0] += -0.00033797228;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.005025145;
            } else {
              result[0] += -0.0005402638;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.009950579;
            } else {
              result[0] += -0.006315338;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += -0.0015538292;
            } else {
              result[0] += 0.013907555;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0044674673;
            } else {
              result[0] += 0.008725002;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
              result[0] += -0.014007148;
            } else {
              result[0] += 0.0028838369;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
              result[0] += -0.03748934;
            } else {
              result[0] += -0.010307496;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.004831842;
            } else {
              result[0] += -0.039910085;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0053882278;
            } else {
              result[0] += -0.02220311;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += 0.012678238;
            } else {
              result[0] += -0.0011483758;
            }
          } else {
            result[0] += -0.013256485;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73529410362) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.008392083;
            } else {
              result[0] += 0.028905852;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.014432378;
            } else {
              result[0] += 0.01260709;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.0023648755;
            } else {
              result[0] += -0.009103568;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
              result[0] += -0.018407797;
            } else {
              result[0] += 0.0019417073;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.03649052;
        } else {
          result[0] += 0.0005717808;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += -0.03561669;
      } else {
        result[0] += -0.013507326;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0039037084207) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0021905805916) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014367816038) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)79) ) ) {
              result[0] += -0.0017935339;
            } else {
              result[0] += 0.0006517339;
            }
          } else {
            result[0] += 0.01884314;
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)791) ) ) {
              result[0] += -0.007441116;
            } else {
              result[0] += 0.007244648;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.020046439;
            } else {
              result[0] += -0.042484667;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.072218604386) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)382) ) ) {
              result[0] += -0.02873315;
            } else {
              result[0] += -0.005571102;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
              result[0] += 0.003225004;
            } else {
              result[0] += -0.017384583;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.08219178021) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
              result[0] += 0.01208549;
            } else {
              result[0] += 0.0015552056;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.020142112;
            } else {
              result[0] += 0.008362651;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
              result[0] += 0.00035962308;
            } else {
              result[0] += 0.021241;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += -0.0062720575;
            } else {
              result[0] += 0.0052029532;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
            result[0] += 0.006581499;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += -0.034505866;
            } else {
              result[0] += -0.012626839;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += 0.017071454;
            } else {
              result[0] += 0.03875624;
            }
          } else {
            result[0] += -0.010833849;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
              result[0] += -0.003390386;
            } else {
              result[0] += -0.057060238;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.008646864;
            } else {
              result[0] += -0.0056794193;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)277) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
            result[0] += 0.019782165;
          } else {
            result[0] += 0.0070915367;
          }
        } else {
          result[0] += 0.036510542;
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.012998305;
            } else {
              result[0] += -0.0012664279;
            }
          } else {
            result[0] += 0.01569247;
          }
        } else {
          result[0] += 0.022189168;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)292) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( UNLIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
            result[0] += -0.0070592584;
          } else {
            result[0] += -0.04703493;
          }
        } else {
          result[0] += -0.0057185194;
        }
      } else {
        result[0] += 0.013507227;
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
              result[0] += -0.05543198;
            } else {
              result[0] += -0.0052293874;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
              result[0] += 0.0071809567;
            } else {
              result[0] += -0.00072055205;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.02850222;
            } else {
              result[0] += 0.0037578752;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
              result[0] += -0.030978445;
            } else {
              result[0] += 0.00017001497;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)602) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.007182974;
            } else {
              result[0] += -0.0020089042;
            }
          } else {
            result[0] += -0.027711526;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
            result[0] += 0.021554904;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
              result[0] += -0.006056856;
            } else {
              result[0] += 0.019407183;
            }
          }
        }
      }
    }
  }
}

