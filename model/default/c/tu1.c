
#include "header.h"

void predict_unit1(union Entry* data, float* result) {
  unsigned int tmp;
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.41554611921) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60253745317) ) ) {
              result[0] += -0.016828774;
            } else {
              result[0] += -0.040836874;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
              result[0] += -0.007535656;
            } else {
              result[0] += 0.015231788;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.06285007;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += 0.006139422;
            } else {
              result[0] += -0.02818328;
            }
          }
        }
      } else {
        result[0] += 0.020604556;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.004861921;
            } else {
              result[0] += 0.0140556125;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.026283419;
            } else {
              result[0] += 0.014874279;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.01963064;
            } else {
              result[0] += -0.0053588855;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.027709637;
            } else {
              result[0] += -0.0030319693;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)482) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0023525266;
            } else {
              result[0] += 0.06190865;
            }
          } else {
            result[0] += 0.06401301;
          }
        } else {
          result[0] += -0.04898445;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17839844525) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += -0.01384408;
            } else {
              result[0] += -0.083009;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.083199396729) ) ) {
              result[0] += 0.014454128;
            } else {
              result[0] += -0.0059991037;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.013625187;
            } else {
              result[0] += 0.04464568;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39033442736) ) ) {
              result[0] += 0.015412877;
            } else {
              result[0] += 0.0016429005;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)318) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.069657564163) ) ) {
              result[0] += -0.007709712;
            } else {
              result[0] += -0.017504167;
            }
          } else {
            result[0] += -0.05392724;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
              result[0] += -0.00085437734;
            } else {
              result[0] += 0.0119670015;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.040666677;
            } else {
              result[0] += -0.005383275;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)735) ) ) {
            result[0] += 0.045039423;
          } else {
            result[0] += 0.025110176;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)17) ) ) {
            result[0] += -0.0040672347;
          } else {
            result[0] += 0.015659932;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.07609359175) ) ) {
            result[0] += 0.04402047;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
              result[0] += 0.0031778023;
            } else {
              result[0] += -0.0030030764;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1196229458) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
              result[0] += 0.0043046586;
            } else {
              result[0] += -0.025592119;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
              result[0] += 0.035109125;
            } else {
              result[0] += 0.015612264;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26514944434) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
              result[0] += -0.008043995;
            } else {
              result[0] += 0.034720045;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
              result[0] += -0.059802692;
            } else {
              result[0] += -0.0024104873;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)292) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47143378854) ) ) {
              result[0] += -0.020620495;
            } else {
              result[0] += -0.0858035;
            }
          } else {
            result[0] += 0.019698817;
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84848487377) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)192) ) ) {
              result[0] += -0.004078306;
            } else {
              result[0] += 0.003554821;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
              result[0] += 0.040246457;
            } else {
              result[0] += 0.007307174;
            }
          }
        } else {
          result[0] += -0.045458134;
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.0011237882;
            } else {
              result[0] += 0.01847176;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0042343885;
            } else {
              result[0] += -0.021968612;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0047058821656) ) ) {
              result[0] += 0.016394129;
            } else {
              result[0] += -0.007925267;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.03029409;
            } else {
              result[0] += -0.051377114;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0040080160834) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0069444444962) ) ) {
              result[0] += -0.03040295;
            } else {
              result[0] += 0.002711878;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.00529839;
            } else {
              result[0] += 0.028568283;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.11224572361) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
              result[0] += 0.0353548;
            } else {
              result[0] += 0.0024224697;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
              result[0] += 0.035002634;
            } else {
              result[0] += 0.016853362;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005788711831) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.003902439028) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.26863762736) ) ) {
              result[0] += 0.044743076;
            } else {
              result[0] += 0.0056965942;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0013418233;
            } else {
              result[0] += -0.020057432;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3863299191) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
              result[0] += 0.0045445776;
            } else {
              result[0] += -0.0012147183;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += 0.042655166;
            } else {
              result[0] += 0.018078752;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.70777195692) ) ) {
            result[0] += 0.044283785;
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.028028479;
            } else {
              result[0] += 0.0045222994;
            }
          }
        } else {
          result[0] += 0.003313956;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011299435049) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010452961549) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0085470089689) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.2609518766) ) ) {
              result[0] += -0.02345328;
            } else {
              result[0] += 0.0019186458;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0095238098875) ) ) {
              result[0] += 0.02337927;
            } else {
              result[0] += 0.0014711139;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.56662654877) ) ) {
            result[0] += -0.08114066;
          } else {
            result[0] += -0.019864367;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31064018607) ) ) {
              result[0] += 0.011517897;
            } else {
              result[0] += -0.003366723;
            }
          } else {
            result[0] += 0.017099472;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.38145834208) ) ) {
            result[0] += 0.033393312;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
              result[0] += -0.00034529238;
            } else {
              result[0] += 0.018596938;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35835760832) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.52571541071) ) ) {
          result[0] += -0.04956485;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.072207741439) ) ) {
              result[0] += -0.006517317;
            } else {
              result[0] += -0.054535784;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.640625) ) ) {
              result[0] += 0.017098619;
            } else {
              result[0] += -0.009134726;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += 0.02557441;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.039539523423) ) ) {
              result[0] += -0.006229739;
            } else {
              result[0] += 0.008932514;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
            result[0] += 0.026301414;
          } else {
            result[0] += -0.055843156;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += 0.033047635;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.40069329739) ) ) {
            result[0] += 0.010630987;
          } else {
            result[0] += 0.019563701;
          }
        }
      } else {
        result[0] += -0.019618155;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.80577558279) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82022470236) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79545456171) ) ) {
              result[0] += -0.0018802738;
            } else {
              result[0] += -0.02090258;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.96389216185) ) ) {
              result[0] += -0.03679369;
            } else {
              result[0] += 0.010303252;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.001739176;
            } else {
              result[0] += 0.040659398;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
              result[0] += -0.03146543;
            } else {
              result[0] += 0.0010534844;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.44279631972) ) ) {
            result[0] += 0.0277514;
          } else {
            result[0] += 0.009829284;
          }
        } else {
          result[0] += 0.0006804789;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.011000927;
            } else {
              result[0] += 0.03031047;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.98492217064) ) ) {
              result[0] += -0.012688297;
            } else {
              result[0] += -0.0010367965;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.0017414596;
            } else {
              result[0] += -0.04010395;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0049140048213) ) ) {
              result[0] += 0.010975262;
            } else {
              result[0] += -0.00076736725;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)258) ) ) {
            result[0] += 0.011535007;
          } else {
            result[0] += -0.026952002;
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += 0.052472323;
          } else {
            result[0] += 0.023840895;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.039539523423) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5899348855) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.021203538;
            } else {
              result[0] += 0.004418926;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.011217912659) ) ) {
              result[0] += -0.0023900461;
            } else {
              result[0] += -0.018220615;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.044019695;
          } else {
            result[0] += -0.07759503;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.92816567421) ) ) {
              result[0] += -0.011991023;
            } else {
              result[0] += 0.0020922376;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.0070792683;
            } else {
              result[0] += 0.004973157;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0002592674;
            } else {
              result[0] += 0.020188116;
            }
          } else {
            result[0] += 0.053470053;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
        result[0] += 0.044214427;
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)125) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10760531574) ) ) {
              result[0] += -0.011953384;
            } else {
              result[0] += 0.01757287;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
              result[0] += -0.040868036;
            } else {
              result[0] += -0.006551806;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.013100436889) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0059435362928) ) ) {
              result[0] += 0.01093465;
            } else {
              result[0] += 0.030159298;
            }
          } else {
            result[0] += -0.0125183435;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.00012975193;
            } else {
              result[0] += -0.020659957;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
              result[0] += 0.007794142;
            } else {
              result[0] += 0.0014379252;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0033057851251) ) ) {
              result[0] += 0.036625966;
            } else {
              result[0] += 0.0061532985;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
              result[0] += -0.038011916;
            } else {
              result[0] += -0.01841733;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += 0.007148079;
            } else {
              result[0] += 0.029658897;
            }
          } else {
            result[0] += -0.00564272;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
              result[0] += 0.0149741145;
            } else {
              result[0] += 0.038017437;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35338193178) ) ) {
              result[0] += 0.011235928;
            } else {
              result[0] += 0.0017726861;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)105) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.014634146355) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.01204507;
            } else {
              result[0] += 0.0024715678;
            }
          } else {
            result[0] += -0.052398007;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.05943691358) ) ) {
            result[0] += 0.027453894;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.23999999464) ) ) {
              result[0] += -0.0067827627;
            } else {
              result[0] += 0.0068580075;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.0692731142) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)280) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
              result[0] += 0.019140935;
            } else {
              result[0] += 0.0074901986;
            }
          } else {
            result[0] += 0.03589666;
          }
        } else {
          result[0] += -0.0009471496;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7619047761) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
            result[0] += -0.027719904;
          } else {
            result[0] += -0.06353636;
          }
        } else {
          result[0] += -0.0037446083;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.009592326358) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.016980154;
            } else {
              result[0] += -0.00586877;
            }
          } else {
            result[0] += 0.039886475;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
              result[0] += -0.06735091;
            } else {
              result[0] += -0.026782814;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
              result[0] += -0.004929241;
            } else {
              result[0] += 0.012714574;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
        result[0] += -0.0059621907;
      } else {
        result[0] += -0.08113669;
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
              result[0] += -0.009038686;
            } else {
              result[0] += 0.0034250729;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.058737538755) ) ) {
              result[0] += 0.0042624897;
            } else {
              result[0] += -0.0016187312;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
            result[0] += -0.06306227;
          } else {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.024820218;
            } else {
              result[0] += 0.015187906;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
          result[0] += 0.03878519;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.85640370846) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
              result[0] += -0.046957415;
            } else {
              result[0] += -0.004250757;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76919102669) ) ) {
              result[0] += 0.02777859;
            } else {
              result[0] += 0.0018717801;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
          result[0] += 0.043169733;
        } else {
          result[0] += 0.023909122;
        }
      } else {
        result[0] += 0.002406896;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.002231683;
            } else {
              result[0] += -0.022866106;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.00951603;
            } else {
              result[0] += -0.046054337;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)118) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82022470236) ) ) {
              result[0] += -0.021252114;
            } else {
              result[0] += 0.0068335286;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
              result[0] += 0.004744491;
            } else {
              result[0] += 0.015391985;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.029139241;
            } else {
              result[0] += 0.010801653;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += 0.0002963347;
            } else {
              result[0] += -0.0031529546;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
            result[0] += -0.06629576;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0012178803;
            } else {
              result[0] += 0.011003061;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += -0.014682862;
            } else {
              result[0] += -0.030137936;
            }
          } else {
            result[0] += 0.005150712;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
              result[0] += -0.010575852;
            } else {
              result[0] += 0.007552564;
            }
          } else {
            result[0] += -0.023377102;
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)66) ) ) {
              result[0] += 0.0111091165;
            } else {
              result[0] += 0.003718139;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
              result[0] += 0.025981491;
            } else {
              result[0] += 0.008559204;
            }
          }
        } else {
          result[0] += -0.0051311464;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)39) ) ) {
              result[0] += 0.002306101;
            } else {
              result[0] += -0.012910048;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.014993056;
            } else {
              result[0] += -0.01434087;
            }
          }
        } else {
          result[0] += -0.035867207;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)2633) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
              result[0] += 0.01406257;
            } else {
              result[0] += 0.030093318;
            }
          } else {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.011046416;
            } else {
              result[0] += -0.019374564;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0088105723262) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
              result[0] += -0.024629962;
            } else {
              result[0] += 0.0037452132;
            }
          } else {
            result[0] += 0.015460773;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
              result[0] += -0.0068091075;
            } else {
              result[0] += -0.023713535;
            }
          } else {
            result[0] += 0.0036107115;
          }
        } else {
          result[0] += 0.012137033;
        }
      } else {
        result[0] += -0.0735994;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
              result[0] += -0.0074145147;
            } else {
              result[0] += -0.0010192193;
            }
          } else {
            result[0] += 0.029650543;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)91) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
              result[0] += -0.016694332;
            } else {
              result[0] += 0.0030410127;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)264) ) ) {
              result[0] += 0.010875048;
            } else {
              result[0] += 0.024700167;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
          result[0] += 0.028132036;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            result[0] += 0.016557261;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
              result[0] += -0.030738315;
            } else {
              result[0] += 0.007902329;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)132) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)642) ) ) {
              result[0] += -0.0010051297;
            } else {
              result[0] += -0.03221818;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)136) ) ) {
              result[0] += 0.021897847;
            } else {
              result[0] += 0.0019924815;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += -0.01542072;
            } else {
              result[0] += 0.022850348;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.005259994;
            } else {
              result[0] += -0.021899588;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1062) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)45) ) ) {
            result[0] += -0.008641402;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
              result[0] += 0.009847953;
            } else {
              result[0] += 0.018382808;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
              result[0] += -0.03215396;
            } else {
              result[0] += 0.00017189671;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2162) ) ) {
              result[0] += 0.026610807;
            } else {
              result[0] += 0.006444016;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
        result[0] += -0.003625227;
      } else {
        result[0] += 0.038844537;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.01906623;
            } else {
              result[0] += 0.008090797;
            }
          } else {
            result[0] += -0.022647107;
          }
        } else {
          result[0] += -0.033328865;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += 0.008158237;
            } else {
              result[0] += 0.023069104;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.00771275;
            } else {
              result[0] += -0.01387301;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.03156246;
            } else {
              result[0] += 0.0046715937;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)7633) ) ) {
              result[0] += 0.0019434337;
            } else {
              result[0] += 0.029258654;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87209302187) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
              result[0] += -0.00542793;
            } else {
              result[0] += -0.027132967;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.002618543;
            } else {
              result[0] += 0.00020385765;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
              result[0] += -0.013428986;
            } else {
              result[0] += 0.001603129;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.014511846;
            } else {
              result[0] += -0.034541715;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)58) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
              result[0] += 0.02073406;
            } else {
              result[0] += -0.023765866;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0187504;
            } else {
              result[0] += 0.0013700164;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
              result[0] += -0.009934514;
            } else {
              result[0] += -0.030809341;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
              result[0] += 0.01593147;
            } else {
              result[0] += 0.001937433;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        result[0] += -0.06183672;
      } else {
        result[0] += -0.0053503406;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9389313459) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88888889551) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0046792817;
            } else {
              result[0] += 0.015313133;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87735849619) ) ) {
              result[0] += 0.012706664;
            } else {
              result[0] += 0.025392715;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89552241564) ) ) {
            result[0] += -0.01543863;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
              result[0] += 0.015625717;
            } else {
              result[0] += -0.0037746374;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8648648262) ) ) {
          result[0] += 0.05236205;
        } else {
          result[0] += 0.016077993;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
        result[0] += -0.02438978;
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)132) ) ) {
          result[0] += -0.0024617517;
        } else {
          result[0] += 0.008667983;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87692308426) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          result[0] += -0.036807343;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
            result[0] += -0.011636062;
          } else {
            result[0] += -0.02528583;
          }
        }
      } else {
        result[0] += -0.006369608;
      }
    } else {
      result[0] += 0.008741403;
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)35) ) ) {
              result[0] += -0.0029253503;
            } else {
              result[0] += 0.0010893052;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
              result[0] += -0.0117338365;
            } else {
              result[0] += 0.0016963119;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.25728154182) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)30) ) ) {
              result[0] += 0.007342291;
            } else {
              result[0] += 0.0005137407;
            }
          } else {
            result[0] += 0.029574437;
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += 0.035208914;
          } else {
            result[0] += 0.015079455;
          }
        } else {
          result[0] += 0.0047883745;
        }
      }
    } else {
      result[0] += -0.040444892;
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.54660791159) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0867705345) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
              result[0] += -0.02462004;
            } else {
              result[0] += -0.0012347301;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0054734494;
            } else {
              result[0] += -0.047261845;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
              result[0] += 0.020749234;
            } else {
              result[0] += -0.005023413;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
              result[0] += -0.025036022;
            } else {
              result[0] += 0.0063431035;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            result[0] += 0.012743316;
          } else {
            result[0] += 0.057530828;
          }
        } else {
          result[0] += -0.006004209;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15993770957) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5899348855) ) ) {
              result[0] += -0.043068204;
            } else {
              result[0] += -0.02357573;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0026394434;
            } else {
              result[0] += -0.030382946;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51888501644) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.00076871464;
            } else {
              result[0] += -0.006711408;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
              result[0] += -0.012684315;
            } else {
              result[0] += -0.058412638;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
            result[0] += -0.024387263;
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.00068133906;
            } else {
              result[0] += -0.011525843;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
              result[0] += 0.017100496;
            } else {
              result[0] += -0.0039934497;
            }
          } else {
            result[0] += -0.030531818;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            result[0] += 0.028235285;
          } else {
            result[0] += 0.015192515;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.00427871;
            } else {
              result[0] += 0.01465249;
            }
          } else {
            result[0] += -0.03745484;
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          result[0] += 0.030352125;
        } else {
          result[0] += 0.010979434;
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.5132877827) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1425077915) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)510) ) ) {
              result[0] += -0.0022467196;
            } else {
              result[0] += 0.010486074;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += 0.009526161;
            } else {
              result[0] += -0.012782104;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)170) ) ) {
              result[0] += -0.014827649;
            } else {
              result[0] += 0.009187244;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.04052905;
            } else {
              result[0] += 0.0028606395;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)318) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
              result[0] += 0.026956448;
            } else {
              result[0] += 0.054064076;
            }
          } else {
            result[0] += -0.0072660455;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
            result[0] += -0.017537441;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1024) ) ) {
              result[0] += 0.012034573;
            } else {
              result[0] += 0.0015612859;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.039539523423) ) ) {
    if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.56321108341) ) ) {
              result[0] += -0.034208328;
            } else {
              result[0] += -0.010688929;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.0033011932;
            } else {
              result[0] += 0.03956131;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.008497616;
            } else {
              result[0] += 0.04710649;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.017046189;
            } else {
              result[0] += -0.0024489386;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)189) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
              result[0] += -0.011251972;
            } else {
              result[0] += 0.0044723577;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
              result[0] += 0.018649789;
            } else {
              result[0] += 0.03414042;
            }
          }
        } else {
          result[0] += -0.038706295;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21588493884) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
            result[0] += -0.0011588157;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.03694239;
            } else {
              result[0] += -0.00049823074;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14950503409) ) ) {
            result[0] += 0.037696835;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.028867474;
            } else {
              result[0] += 0.005864018;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83251219988) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
            result[0] += -0.020164914;
          } else {
            result[0] += 0.019513154;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += -0.0025593243;
            } else {
              result[0] += 0.023305409;
            }
          } else {
            result[0] += 0.056010973;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.057711526752) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            result[0] += 0.0565421;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)215) ) ) {
              result[0] += 0.021510018;
            } else {
              result[0] += -0.0032934216;
            }
          }
        } else {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += -0.021040648;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += 0.016866922;
            } else {
              result[0] += -0.005932109;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)353) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.002266622;
            } else {
              result[0] += 0.0033375751;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)112) ) ) {
              result[0] += -0.018372366;
            } else {
              result[0] += -0.00030284774;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.008607925;
            } else {
              result[0] += -0.0038077377;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
              result[0] += -0.034851354;
            } else {
              result[0] += -0.014516885;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0033057851251) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += 0.044404704;
        } else {
          result[0] += -0.022209039;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0113449255;
            } else {
              result[0] += -0.013796399;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.61237370968) ) ) {
              result[0] += 0.0010837503;
            } else {
              result[0] += 0.008958881;
            }
          }
        } else {
          result[0] += -0.020303344;
        }
      }
    }
  }
  if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += -0.0017081778;
            } else {
              result[0] += -0.0315042;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0025220680982) ) ) {
              result[0] += 0.052064985;
            } else {
              result[0] += 0.016559174;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)34) ) ) {
              result[0] += -0.021784151;
            } else {
              result[0] += -0.001061584;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)6) ) ) {
              result[0] += 0.019066038;
            } else {
              result[0] += -0.0035461981;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045454546809) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0041880785;
            } else {
              result[0] += -0.0045341374;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)479) ) ) {
              result[0] += 0.005910642;
            } else {
              result[0] += -0.05318153;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
            result[0] += -0.07827439;
          } else {
            result[0] += -0.0070665344;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)844) ) ) {
              result[0] += -0.06101798;
            } else {
              result[0] += 0.010634502;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.0048941923;
            } else {
              result[0] += -0.045587264;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039215688594) ) ) {
              result[0] += 0.053359974;
            } else {
              result[0] += -0.004403898;
            }
          } else {
            result[0] += -0.06259343;
          }
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            result[0] += -0.004950089;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.019047619775) ) ) {
              result[0] += 0.022261327;
            } else {
              result[0] += 0.0036280514;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.024585057;
            } else {
              result[0] += -0.003724856;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.001051872;
            } else {
              result[0] += 0.025965778;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)249) ) ) {
              result[0] += -0.002545674;
            } else {
              result[0] += 0.010859328;
            }
          } else {
            result[0] += 0.045252796;
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017505470663) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.011588366;
            } else {
              result[0] += -0.04458199;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.05263157934) ) ) {
              result[0] += 0.012217225;
            } else {
              result[0] += -0.006612661;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)46) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.027793635;
            } else {
              result[0] += 0.0014359461;
            }
          } else {
            result[0] += 0.03479127;
          }
        } else {
          result[0] += -0.0011595448;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.006829268299) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            result[0] += 0.010824475;
          } else {
            result[0] += -0.016325692;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.055203594;
            } else {
              result[0] += 0.021461176;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.02364555;
            } else {
              result[0] += 0.022574596;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
              result[0] += 0.0049004783;
            } else {
              result[0] += -0.020794265;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += 0.026471356;
            } else {
              result[0] += 0.008282319;
            }
          }
        } else {
          result[0] += -0.017092481;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.28029128909) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)300) ) ) {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += -0.011681846;
            } else {
              result[0] += -0.0787152;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0021266665;
            } else {
              result[0] += -0.012967716;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)5) ) ) {
              result[0] += -0.00092467107;
            } else {
              result[0] += -0.028891047;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += 0.037362423;
            } else {
              result[0] += 0.005236074;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            result[0] += -0.059041478;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
              result[0] += -0.0022109495;
            } else {
              result[0] += -0.04286707;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.011195643;
            } else {
              result[0] += -0.009513187;
            }
          } else {
            result[0] += -0.032448515;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)750) ) ) {
        result[0] += 0.038424935;
      } else {
        result[0] += 0.016185185;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85294115543) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.020798365;
            } else {
              result[0] += 0.006046356;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += -0.038317945;
            } else {
              result[0] += 0.0001331216;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
              result[0] += -0.0029398128;
            } else {
              result[0] += -0.029773265;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.472484231) ) ) {
              result[0] += 0.0026993223;
            } else {
              result[0] += 0.026681354;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            result[0] += -0.010243145;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.472484231) ) ) {
              result[0] += 0.024573905;
            } else {
              result[0] += 0.0006805736;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3863299191) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34764158726) ) ) {
              result[0] += 0.029576192;
            } else {
              result[0] += 0.06263101;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
              result[0] += 0.04196429;
            } else {
              result[0] += 0.0041012517;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.3942156136) ) ) {
          result[0] += -0.08038339;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.78417563438) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.64070618153) ) ) {
              result[0] += -0.0062683537;
            } else {
              result[0] += -0.016195573;
            }
          } else {
            result[0] += 0.0030739612;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.31718945503) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)69) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.00093493576;
            } else {
              result[0] += 0.0631759;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)220) ) ) {
              result[0] += 0.0011698845;
            } else {
              result[0] += 0.020442862;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.00503349;
            } else {
              result[0] += -0.019809185;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
              result[0] += 0.002815156;
            } else {
              result[0] += -0.0043188636;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.44841364026) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
        result[0] += -0.043762725;
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.020953767;
            } else {
              result[0] += 0.015444705;
            }
          } else {
            result[0] += -0.05674369;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.69557058811) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
              result[0] += -0.006258844;
            } else {
              result[0] += -0.019657306;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
              result[0] += 0.010608938;
            } else {
              result[0] += -0.01145438;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)44) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.50725084543) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.007945589;
            } else {
              result[0] += -0.033557292;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83251219988) ) ) {
              result[0] += 0.04173082;
            } else {
              result[0] += -0.005383522;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
            result[0] += 0.017180365;
          } else {
            result[0] += 0.06928388;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.03551751;
            } else {
              result[0] += -0.0056675845;
            }
          } else {
            result[0] += -0.06440052;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)81) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
              result[0] += -0.022684524;
            } else {
              result[0] += 0.014778293;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.0073144063;
            } else {
              result[0] += 0.0071061836;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.80577558279) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)691) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0003224719;
            } else {
              result[0] += 0.010647742;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.03891146;
            } else {
              result[0] += 5.8974525e-05;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052910051309) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.020411773;
            } else {
              result[0] += 0.04376136;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.00069717027;
            } else {
              result[0] += 0.011584999;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14192283154) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
              result[0] += -0.012124099;
            } else {
              result[0] += 0.030766746;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.040230613202) ) ) {
              result[0] += -0.074537806;
            } else {
              result[0] += -0.01774649;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4949) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1226) ) ) {
              result[0] += 0.011682811;
            } else {
              result[0] += -0.0010187513;
            }
          } else {
            result[0] += 0.025513807;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9080927372) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0019130664;
            } else {
              result[0] += 0.04584871;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.02264441;
            } else {
              result[0] += 0.008792826;
            }
          }
        } else {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.046362173;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.96281731129) ) ) {
              result[0] += 0.022236478;
            } else {
              result[0] += 0.0036828008;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0035461124;
            } else {
              result[0] += -0.013494978;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0049140048213) ) ) {
              result[0] += 0.01840113;
            } else {
              result[0] += -0.006023013;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.03157578;
            } else {
              result[0] += -0.0005567429;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0037752956;
            } else {
              result[0] += -0.031524;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)384) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001951219514) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.00062651664;
            } else {
              result[0] += -0.015255714;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005788711831) ) ) {
              result[0] += 0.01950637;
            } else {
              result[0] += 0.00028644648;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.030719368;
            } else {
              result[0] += 0.016283372;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += -0.039187122;
            } else {
              result[0] += 0.005607297;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)392) ) ) {
            result[0] += -0.049742322;
          } else {
            result[0] += -0.017319199;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            result[0] += 0.006835775;
          } else {
            result[0] += -0.0031853754;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)431) ) ) {
              result[0] += 0.0044498267;
            } else {
              result[0] += 0.030669963;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
              result[0] += -0.017298106;
            } else {
              result[0] += 0.02665343;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += -0.0021238115;
            } else {
              result[0] += 0.022858672;
            }
          } else {
            result[0] += 0.027711382;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.041008856;
          } else {
            result[0] += -0.01295705;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.003782245;
            } else {
              result[0] += -0.010586391;
            }
          } else {
            result[0] += -0.031388473;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74301677942) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.011755023;
            } else {
              result[0] += 0.027234396;
            }
          } else {
            result[0] += 0.042421877;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85294115543) ) ) {
              result[0] += 0.0044525648;
            } else {
              result[0] += -0.012267163;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
              result[0] += 0.012426137;
            } else {
              result[0] += -0.0015931664;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.011673536;
          } else {
            result[0] += 0.012191968;
          }
        } else {
          result[0] += -0.034840208;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.009909211;
            } else {
              result[0] += 0.0044556144;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.0017257482;
            } else {
              result[0] += -0.047268733;
            }
          }
        } else {
          result[0] += -0.041428015;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02158273384) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.004540784;
            } else {
              result[0] += 0.021199541;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)134) ) ) {
              result[0] += -0.005918343;
            } else {
              result[0] += -0.0357787;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.008599527;
            } else {
              result[0] += 0.00030486737;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)329) ) ) {
              result[0] += 0.044994067;
            } else {
              result[0] += 0.014472978;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40711736679) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84126985073) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)9) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)12) ) ) {
              result[0] += -0.005394926;
            } else {
              result[0] += 0.026239753;
            }
          } else {
            result[0] += 0.049111173;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
            result[0] += -0.08135736;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += -0.027803576;
            } else {
              result[0] += 0.021529349;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)156) ) ) {
              result[0] += -0.023006184;
            } else {
              result[0] += 0.007685648;
            }
          } else {
            result[0] += -0.08565779;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1506) ) ) {
              result[0] += -0.0030377666;
            } else {
              result[0] += 0.01746806;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
              result[0] += 0.038853344;
            } else {
              result[0] += -0.0029499072;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += -0.065330476;
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86075949669) ) ) {
          result[0] += -0.024414463;
        } else {
          result[0] += -0.01284825;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39033442736) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
            result[0] += 0.05119654;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)189) ) ) {
              result[0] += 0.006656249;
            } else {
              result[0] += 0.029802755;
            }
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            result[0] += 0.0037685838;
          } else {
            result[0] += -0.003810271;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)260) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.039539523423) ) ) {
              result[0] += -0.0036847105;
            } else {
              result[0] += 0.00054077664;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
              result[0] += -0.02825257;
            } else {
              result[0] += -0.0048427745;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
              result[0] += 0.0020388523;
            } else {
              result[0] += 0.0103304;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
              result[0] += 0.02260471;
            } else {
              result[0] += 0.010779898;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36413186789) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.022727273405) ) ) {
              result[0] += 0.007334704;
            } else {
              result[0] += -0.012973693;
            }
          } else {
            result[0] += -0.04884915;
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0025624968;
            } else {
              result[0] += 0.02567243;
            }
          } else {
            result[0] += -0.026343027;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0033057851251) ) ) {
          result[0] += 0.043633815;
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
              result[0] += 0.007387133;
            } else {
              result[0] += 0.026580257;
            }
          } else {
            result[0] += -0.019713374;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.018325036392) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47143378854) ) ) {
              result[0] += -0.0044912235;
            } else {
              result[0] += 0.01705973;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += -0.0068268725;
            } else {
              result[0] += -0.0010388342;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += -0.016450955;
            } else {
              result[0] += -0.10247814;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)725) ) ) {
              result[0] += -0.0040461724;
            } else {
              result[0] += 0.014445706;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.060804125;
        } else {
          result[0] += -0.03428706;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
          result[0] += -0.01973111;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.69557058811) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.053931244;
            } else {
              result[0] += -0.010451623;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.40711736679) ) ) {
              result[0] += -0.009912582;
            } else {
              result[0] += 0.011380272;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
          result[0] += -0.04135189;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31430438161) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.020304568112) ) ) {
              result[0] += -0.0003002156;
            } else {
              result[0] += -0.014904196;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.063169561327) ) ) {
              result[0] += 0.0058649513;
            } else {
              result[0] += -0.0037877813;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)364) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.11181978136) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.03634119;
            } else {
              result[0] += 0.0017700111;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += -0.036786694;
            } else {
              result[0] += -0.003533262;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
              result[0] += -0.0012058835;
            } else {
              result[0] += 0.0051760417;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
              result[0] += -0.030193014;
            } else {
              result[0] += -0.0011953048;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)771) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.072207741439) ) ) {
              result[0] += -0.0038588753;
            } else {
              result[0] += 0.020079993;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.0043463022;
            } else {
              result[0] += 0.018665891;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.015085803;
          } else {
            result[0] += -0.034794904;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.067764557898) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            result[0] += 0.00032615146;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74074071646) ) ) {
              result[0] += -0.0018068474;
            } else {
              result[0] += -0.029744655;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
            result[0] += 0.010477044;
          } else {
            result[0] += -0.0010241149;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
              result[0] += 0.015886247;
            } else {
              result[0] += -0.026877249;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34337183833) ) ) {
              result[0] += 0.021015434;
            } else {
              result[0] += 0.010968788;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75661373138) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
              result[0] += 0.01657357;
            } else {
              result[0] += 0.0043659564;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += -0.0071430765;
            } else {
              result[0] += 0.0052826134;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0039069387;
            } else {
              result[0] += 0.0016239457;
            }
          } else {
            result[0] += -0.049463313;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011494252831) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)691) ) ) {
              result[0] += 0.023345927;
            } else {
              result[0] += 0.008066743;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.8360655308) ) ) {
              result[0] += -0.0006857633;
            } else {
              result[0] += 0.012664402;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
              result[0] += 0.004283345;
            } else {
              result[0] += -0.039624155;
            }
          } else {
            result[0] += -0.042438712;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
            result[0] += -0.06956776;
          } else {
            result[0] += -0.00025940913;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += 0.032350354;
      } else {
        result[0] += 0.013665534;
      }
    }
  } else {
    if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)180) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0014230765;
            } else {
              result[0] += -0.026434366;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += -0.0038057938;
            } else {
              result[0] += 0.025395656;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
            result[0] += -0.032056727;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)82) ) ) {
              result[0] += 0.011877008;
            } else {
              result[0] += -0.016352966;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0025220680982) ) ) {
              result[0] += 0.007854369;
            } else {
              result[0] += -0.0012887329;
            }
          } else {
            if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.04640095;
            } else {
              result[0] += 0.011745197;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)233) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
              result[0] += -0.046803635;
            } else {
              result[0] += -0.022441017;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += -0.00971674;
            } else {
              result[0] += 0.019303128;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)413) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
              result[0] += 0.028638497;
            } else {
              result[0] += 0.001369472;
            }
          } else {
            result[0] += 0.03796074;
          }
        } else {
          result[0] += -0.016764525;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)263) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)231) ) ) {
              result[0] += 0.0032577866;
            } else {
              result[0] += -0.02727742;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.006238848;
            } else {
              result[0] += 0.0440648;
            }
          }
        } else {
          if ( UNLIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
              result[0] += 0.040225238;
            } else {
              result[0] += 0.019926034;
            }
          } else {
            result[0] += 0.0072826124;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.27447423339) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
              result[0] += -0.00054120383;
            } else {
              result[0] += -0.014216605;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.009246097;
            } else {
              result[0] += -0.009332555;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
              result[0] += -0.004160025;
            } else {
              result[0] += -0.025738314;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)62) ) ) {
              result[0] += -0.046258066;
            } else {
              result[0] += -0.0054367855;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.022846512;
            } else {
              result[0] += 0.0003957755;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043643262237) ) ) {
              result[0] += 0.0024521926;
            } else {
              result[0] += -0.02507764;
            }
          }
        } else {
          result[0] += -0.036407515;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
        result[0] += -0.039549816;
      } else {
        result[0] += -0.021077711;
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.8585895896) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.37647092342) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34764158726) ) ) {
              result[0] += 0.011478654;
            } else {
              result[0] += -0.001075019;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.050876856;
            } else {
              result[0] += 0.0075847805;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43220278621) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.03312161;
            } else {
              result[0] += 0.00673904;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.44279631972) ) ) {
              result[0] += 0.029225795;
            } else {
              result[0] += 0.0026541634;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9080927372) ) ) {
            result[0] += 0.033995446;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)88) ) ) {
              result[0] += -0.008577858;
            } else {
              result[0] += 0.02212946;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.96281731129) ) ) {
              result[0] += 0.026501074;
            } else {
              result[0] += 0.0067515126;
            }
          } else {
            result[0] += 0.050635684;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.54660791159) ) ) {
          result[0] += -0.038977776;
        } else {
          result[0] += -0.018375425;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)115) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0032910013;
            } else {
              result[0] += 0.018983943;
            }
          } else {
            result[0] += 0.025390191;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
            result[0] += -0.030538155;
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
              result[0] += 0.00066587667;
            } else {
              result[0] += 0.017701393;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84126985073) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += -0.010822541;
            } else {
              result[0] += -0.029542753;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += 0.034996342;
            } else {
              result[0] += -0.0022246498;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += -0.029937578;
            } else {
              result[0] += -0.06670482;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99133241177) ) ) {
              result[0] += -0.015280696;
            } else {
              result[0] += -0.0070900708;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)270) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0010186172;
            } else {
              result[0] += 0.006280821;
            }
          } else {
            result[0] += 0.031494793;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.65068542957) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += 0.028546823;
            } else {
              result[0] += -0.011077423;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9080927372) ) ) {
              result[0] += 0.020997114;
            } else {
              result[0] += 0.003247878;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
          result[0] += 0.029407581;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0444400311) ) ) {
            result[0] += -0.035621103;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
              result[0] += 0.007750854;
            } else {
              result[0] += -0.010187991;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.027777777985) ) ) {
              result[0] += -0.015187713;
            } else {
              result[0] += -0.079936884;
            }
          } else {
            result[0] += -0.09841289;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9080927372) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.02233704;
            } else {
              result[0] += 0.002849908;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
              result[0] += -0.009737436;
            } else {
              result[0] += -0.03969388;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)770) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
              result[0] += -0.004513956;
            } else {
              result[0] += -0.07987328;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
              result[0] += 0.023877494;
            } else {
              result[0] += -0.00018207674;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.028967047;
            } else {
              result[0] += 0.028469114;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.6173427701) ) ) {
              result[0] += 0.044546116;
            } else {
              result[0] += 0.019468764;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024813895579) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1196229458) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.025758132;
            } else {
              result[0] += 0.04851031;
            }
          } else {
            result[0] += 0.013159498;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.43220278621) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.020141467;
            } else {
              result[0] += 0.0075767795;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9080927372) ) ) {
              result[0] += -0.008229311;
            } else {
              result[0] += 0.008995329;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0066225165501) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.013779123;
            } else {
              result[0] += -0.03962041;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.017242875;
            } else {
              result[0] += 0.017554142;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19060961902) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.014392211;
            } else {
              result[0] += 0.028446162;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.07225433737) ) ) {
              result[0] += -0.0028401886;
            } else {
              result[0] += 0.01650359;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19130262733) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02597402595) ) ) {
              result[0] += 0.014350188;
            } else {
              result[0] += -0.0009621065;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.037003282;
            } else {
              result[0] += 0.009863045;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1406) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
              result[0] += 0.045798108;
            } else {
              result[0] += 0.012428921;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.027541775;
            } else {
              result[0] += 0.00078013266;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
              result[0] += -0.0005086576;
            } else {
              result[0] += 0.006860882;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.05395118;
            } else {
              result[0] += -0.0065969503;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)112) ) ) {
              result[0] += 0.018546997;
            } else {
              result[0] += 0.0033995674;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
              result[0] += 0.006209379;
            } else {
              result[0] += -0.028484065;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)77) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += -0.048263904;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.02132535;
            } else {
              result[0] += -0.017077887;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
              result[0] += 0.008222485;
            } else {
              result[0] += 0.0698634;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.009035463;
            } else {
              result[0] += 0.016715446;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
              result[0] += -0.021509038;
            } else {
              result[0] += -0.005590224;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.05940373;
            } else {
              result[0] += -0.0017240329;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
              result[0] += 0.002495487;
            } else {
              result[0] += -0.015477317;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.032010168;
            } else {
              result[0] += -0.004882065;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          result[0] += -0.010060479;
        } else {
          result[0] += -0.10474602;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)462) ) ) {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
              result[0] += -0.024693301;
            } else {
              result[0] += 0.012062188;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
              result[0] += 0.06794999;
            } else {
              result[0] += 0.0033617038;
            }
          }
        } else {
          result[0] += -0.018407868;
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.029979406;
            } else {
              result[0] += -0.0041513196;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += 0.021818554;
            } else {
              result[0] += 0.0046820785;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.014090634;
            } else {
              result[0] += 0.008036497;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += -0.021627335;
            } else {
              result[0] += 0.004790365;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.00038956763;
            } else {
              result[0] += 0.016472578;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
              result[0] += 0.036952563;
            } else {
              result[0] += 0.01818815;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            result[0] += -0.04030573;
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.012603894;
            } else {
              result[0] += -0.0010868667;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += 0.049055535;
        } else {
          result[0] += 0.004594468;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)497) ) ) {
              result[0] += -0.005336791;
            } else {
              result[0] += -0.030741194;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)381) ) ) {
              result[0] += -0.0042595654;
            } else {
              result[0] += 0.02058973;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.042502105;
            } else {
              result[0] += 0.01613756;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.00042075824;
            } else {
              result[0] += -0.031635534;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)215) ) ) {
              result[0] += -0.019444784;
            } else {
              result[0] += 0.0049855495;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += -0.031091554;
            } else {
              result[0] += 0.0033351611;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
              result[0] += 0.0008114176;
            } else {
              result[0] += 0.014879653;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
              result[0] += -0.021451218;
            } else {
              result[0] += 0.005660893;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.066341459751) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.045714285225) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.007575025;
            } else {
              result[0] += -0.0072190464;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0059435362928) ) ) {
              result[0] += 0.025984684;
            } else {
              result[0] += 0.0032050628;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.004065040499) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += 0.03408214;
            } else {
              result[0] += 0.011662375;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += -0.0058378917;
            } else {
              result[0] += 0.010323408;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)21) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.078431375325) ) ) {
            result[0] += -0.0642808;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
              result[0] += -0.014177452;
            } else {
              result[0] += 0.01497434;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.07225433737) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
              result[0] += -0.00041353927;
            } else {
              result[0] += -0.010660907;
            }
          } else {
            result[0] += 0.01254155;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
              result[0] += 0.0024723203;
            } else {
              result[0] += 0.03574976;
            }
          } else {
            result[0] += -0.039631646;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.0026886577;
            } else {
              result[0] += -0.041283857;
            }
          } else {
            result[0] += -0.05935542;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
              result[0] += 0.011490606;
            } else {
              result[0] += -0.019145845;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.027753247;
            } else {
              result[0] += -0.0073100827;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.05226324;
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.011025819;
            } else {
              result[0] += -0.015273303;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
            result[0] += -0.0008107621;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += -0.031914875;
            } else {
              result[0] += -0.016090414;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.060487803072) ) ) {
            result[0] += 0.0098707;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += 0.0012762886;
            } else {
              result[0] += -0.0121881245;
            }
          }
        }
      } else {
        result[0] += 0.012962373;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += -0.033858906;
            } else {
              result[0] += -0.019558858;
            }
          } else {
            result[0] += 0.013075406;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59459459782) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0095195165;
            } else {
              result[0] += 0.03005232;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
              result[0] += -0.006304598;
            } else {
              result[0] += 0.01462396;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += 0.020750197;
            } else {
              result[0] += 0.053602714;
            }
          } else {
            result[0] += -0.011511787;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.0070741544;
            } else {
              result[0] += -0.021922968;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
              result[0] += 0.017476553;
            } else {
              result[0] += -0.0014057762;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)26) ) ) {
        result[0] += -0.041385457;
      } else {
        result[0] += -0.01631472;
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)59) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)36) ) ) {
            result[0] += 0.0035281156;
          } else {
            result[0] += -0.004486784;
          }
        } else {
          if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            result[0] += 0.03663279;
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)5) ) ) {
              result[0] += 0.009141895;
            } else {
              result[0] += 0.026579265;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0007121793;
            } else {
              result[0] += 0.023437664;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += -0.016168883;
            } else {
              result[0] += -1.3142715e-05;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
            result[0] += 0.030828489;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.022591649;
            } else {
              result[0] += 0.0042535113;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
            result[0] += 0.0027184018;
          } else {
            result[0] += -0.0017227049;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)759) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.030968199;
            } else {
              result[0] += 0.018759402;
            }
          } else {
            result[0] += 0.008998344;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
          result[0] += -0.018233525;
        } else {
          result[0] += 0.019142225;
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)231) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
              result[0] += -0.01946513;
            } else {
              result[0] += 0.007531433;
            }
          } else {
            result[0] += -0.05881704;
          }
        } else {
          result[0] += 0.011273947;
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
              result[0] += 0.017303051;
            } else {
              result[0] += -0.00017526578;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
              result[0] += -0.024243677;
            } else {
              result[0] += -0.004407435;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)298) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.0015464277;
            } else {
              result[0] += 0.015709998;
            }
          } else {
            result[0] += -0.04554842;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
        result[0] += 0.009705075;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
          result[0] += -0.056423455;
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)216) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.012677796;
            } else {
              result[0] += -0.00835166;
            }
          } else {
            result[0] += -0.04204469;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)271) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.36088383198) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += 0.01495398;
            } else {
              result[0] += 0.0044238786;
            }
          } else {
            result[0] += -0.028127048;
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.5132877827) ) ) {
              result[0] += 0.0012838306;
            } else {
              result[0] += -0.026685277;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.02620478;
            } else {
              result[0] += 0.016464235;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)363) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.01221822;
            } else {
              result[0] += -0.017479317;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.06377984;
            } else {
              result[0] += -0.0116309235;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.5899348855) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028571428731) ) ) {
              result[0] += -0.004251547;
            } else {
              result[0] += -0.03504928;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += 0.007885931;
            } else {
              result[0] += -0.0009789235;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.09940482676) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
              result[0] += 0.029472863;
            } else {
              result[0] += 0.008684425;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
              result[0] += 0.007507071;
            } else {
              result[0] += 0.03311881;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            result[0] += 0.024973081;
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.008854451;
            } else {
              result[0] += 0.005874688;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19311781228) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020060180686) ) ) {
            result[0] += -0.0047698324;
          } else {
            result[0] += -0.07326691;
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.019813903;
            } else {
              result[0] += 0.00036585823;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)733) ) ) {
              result[0] += -0.018427657;
            } else {
              result[0] += 0.016654331;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54870730639) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += -0.015858976;
            } else {
              result[0] += -0.039322823;
            }
          } else {
            result[0] += 0.027456954;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
              result[0] += -0.025526896;
            } else {
              result[0] += -0.06162811;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0059016435;
            } else {
              result[0] += -0.029560883;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76345038414) ) ) {
          result[0] += -0.009635174;
        } else {
          result[0] += 0.017402666;
        }
      }
    } else {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.012012012303) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)565) ) ) {
              result[0] += -0.00058528077;
            } else {
              result[0] += -0.011721024;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
              result[0] += -0.01871162;
            } else {
              result[0] += 0.013557173;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.011402265;
            } else {
              result[0] += 0.029661695;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.019869298;
            } else {
              result[0] += -0.07709088;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76919102669) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.023714073;
            } else {
              result[0] += 0.05559806;
            }
          } else {
            result[0] += 0.010869383;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0444400311) ) ) {
              result[0] += 0.00036804524;
            } else {
              result[0] += 0.022552924;
            }
          } else {
            result[0] += -0.02030386;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)244) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)600) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.022726688534) ) ) {
              result[0] += -0.0049629523;
            } else {
              result[0] += 0.020007314;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.0005032897;
            } else {
              result[0] += -0.027398724;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68213629723) ) ) {
            result[0] += 0.040277805;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.013016853;
            } else {
              result[0] += -0.005630347;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.071114115417) ) ) {
              result[0] += 0.028985078;
            } else {
              result[0] += -0.027023701;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.023775762;
            } else {
              result[0] += 0.046556205;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.073359154;
            } else {
              result[0] += -0.0021497984;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.013058287;
            } else {
              result[0] += 0.002359595;
            }
          }
        }
      }
    } else {
      result[0] += 0.027731488;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      result[0] += -0.01697366;
    } else {
      result[0] += -0.042684477;
    }
  } else {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82022470236) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0024005438;
            } else {
              result[0] += 0.004544106;
            }
          } else {
            result[0] += -0.037750226;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.009385732;
            } else {
              result[0] += 0.01034355;
            }
          } else {
            result[0] += -0.030264622;
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0085470089689) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
              result[0] += 0.0011764828;
            } else {
              result[0] += -0.034603026;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
              result[0] += -0.0041107796;
            } else {
              result[0] += 0.01631923;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.056360706687) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.044444445521) ) ) {
              result[0] += -0.024629401;
            } else {
              result[0] += -0.0052647255;
            }
          } else {
            result[0] += -0.055439033;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
            result[0] += -0.01829134;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
              result[0] += 0.0054091136;
            } else {
              result[0] += -0.019003494;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            result[0] += 0.010426658;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)528) ) ) {
              result[0] += -0.020020066;
            } else {
              result[0] += -0.00080176955;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.012783675;
            } else {
              result[0] += 0.026624534;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)99) ) ) {
              result[0] += 0.0082736835;
            } else {
              result[0] += 0.0017297281;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)6) ) ) {
              result[0] += 0.005089653;
            } else {
              result[0] += -0.011981532;
            }
          } else {
            result[0] += 0.01061748;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.014825916849) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.011217912659) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.058737538755) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.091218404472) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.022727273405) ) ) {
              result[0] += 1.7408762e-05;
            } else {
              result[0] += 0.039124742;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0052873087;
            } else {
              result[0] += -0.027025014;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)239) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)39) ) ) {
              result[0] += 0.002930087;
            } else {
              result[0] += 0.020951182;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
              result[0] += -0.015914721;
            } else {
              result[0] += 0.006325909;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)277) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.0051932926;
            } else {
              result[0] += -0.03510126;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.015555344522) ) ) {
              result[0] += 0.025151197;
            } else {
              result[0] += 0.002722718;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.03708392;
          } else {
            result[0] += -0.06828603;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.0027199215;
        } else {
          result[0] += -0.011370688;
        }
      } else {
        result[0] += -0.08680763;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005788711831) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.003902439028) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)611) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12108887732) ) ) {
              result[0] += 0.0065800506;
            } else {
              result[0] += 0.0006027133;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.293389082) ) ) {
              result[0] += 0.024024425;
            } else {
              result[0] += 0.0045580645;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.029741248;
            } else {
              result[0] += -0.0075112814;
            }
          } else {
            result[0] += 0.017141722;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)253) ) ) {
          result[0] += -0.02071225;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)413) ) ) {
            result[0] += 0.04702746;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0044150110334) ) ) {
              result[0] += 0.032359913;
            } else {
              result[0] += 0.01175998;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011952191591) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.56662654877) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50035583973) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.033113177866) ) ) {
              result[0] += -0.053078797;
            } else {
              result[0] += -0.006384874;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0083102490753) ) ) {
              result[0] += -0.036319938;
            } else {
              result[0] += -0.094082445;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.012912825;
            } else {
              result[0] += -0.011379091;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.05037578;
            } else {
              result[0] += -0.009139045;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.022598870099) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)97) ) ) {
              result[0] += -0.0010605449;
            } else {
              result[0] += 0.014364432;
            }
          } else {
            result[0] += -0.009641213;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.04225352034) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
              result[0] += 0.007055403;
            } else {
              result[0] += -0.0096720895;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17163550854) ) ) {
              result[0] += 0.027271247;
            } else {
              result[0] += -0.0012673682;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.47143378854) ) ) {
              result[0] += -0.010633006;
            } else {
              result[0] += 0.0015964722;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.23999999464) ) ) {
              result[0] += -0.029643679;
            } else {
              result[0] += 0.011096298;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.44841364026) ) ) {
              result[0] += -0.04592252;
            } else {
              result[0] += -0.017099237;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51709395647) ) ) {
              result[0] += 0.000621621;
            } else {
              result[0] += 0.026885027;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)66) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
              result[0] += 0.064992175;
            } else {
              result[0] += 0.018793855;
            }
          } else {
            result[0] += -0.011912992;
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
              result[0] += 0.028282827;
            } else {
              result[0] += 0.002978927;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.0013591009;
            } else {
              result[0] += 0.0047310214;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)59) ) ) {
              result[0] += 0.0033117912;
            } else {
              result[0] += 0.015444524;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.061636291444) ) ) {
              result[0] += -0.0031584208;
            } else {
              result[0] += -0.018102046;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.052360684;
            } else {
              result[0] += -0.030334068;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)113) ) ) {
              result[0] += -0.011686258;
            } else {
              result[0] += -0.031013286;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0017490633;
            } else {
              result[0] += -0.045315612;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.036852177;
            } else {
              result[0] += -0.0015999795;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.85640370846) ) ) {
            result[0] += -0.015863054;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
              result[0] += 0.008105697;
            } else {
              result[0] += 0.018754175;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73323768377) ) ) {
              result[0] += -0.031246338;
            } else {
              result[0] += 0.0021896283;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)866) ) ) {
              result[0] += -0.04404078;
            } else {
              result[0] += -0.01204658;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
              result[0] += 0.023859402;
            } else {
              result[0] += 0.0058888546;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
              result[0] += -0.05061541;
            } else {
              result[0] += 0.0017466367;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)554) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
            result[0] += 0.016567156;
          } else {
            result[0] += 0.0047313566;
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            result[0] += 0.027986405;
          } else {
            result[0] += 0.015478636;
          }
        }
      }
    } else {
      result[0] += -0.036731295;
    }
  }
  if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36413186789) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
              result[0] += -0.004427409;
            } else {
              result[0] += -0.02549466;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.49647861719) ) ) {
              result[0] += -0.02251778;
            } else {
              result[0] += -0.07047963;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.38297075033) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.0017490679;
            } else {
              result[0] += -0.015612549;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += -0.055449754;
            } else {
              result[0] += 0.0005050126;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.023636164;
            } else {
              result[0] += 0.068043604;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
              result[0] += 0.005182651;
            } else {
              result[0] += 0.027813485;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.00511536;
            } else {
              result[0] += 0.020232484;
            }
          } else {
            result[0] += -0.052114535;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.44444444776) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.067087844014) ) ) {
            result[0] += -0.0052824854;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0475986;
            } else {
              result[0] += -0.01866988;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.28387096524) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31004729867) ) ) {
              result[0] += 0.008664063;
            } else {
              result[0] += -0.0008157926;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.039539523423) ) ) {
              result[0] += -0.025992552;
            } else {
              result[0] += 0.004775224;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += 0.009616103;
            } else {
              result[0] += 0.027551094;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14449611306) ) ) {
              result[0] += -0.013413939;
            } else {
              result[0] += 0.007926778;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82113820314) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
              result[0] += -0.0017091938;
            } else {
              result[0] += -0.03001303;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.0051563783;
            } else {
              result[0] += -0.018267956;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.20181934536) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          result[0] += 0.04873388;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13125438988) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += -0.010087983;
            } else {
              result[0] += 0.022567635;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.046046510339) ) ) {
              result[0] += 0.034667157;
            } else {
              result[0] += 0.009267776;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33742809296) ) ) {
          result[0] += -0.030613929;
        } else {
          result[0] += 0.00060782186;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19060961902) ) ) {
          result[0] += 0.021441331;
        } else {
          result[0] += -0.064779095;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0027446495;
            } else {
              result[0] += -0.015553265;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.00814921;
            } else {
              result[0] += -0.058798235;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.013028226;
            } else {
              result[0] += -0.0035851095;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
              result[0] += -0.0092166;
            } else {
              result[0] += 0.0033045535;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35338193178) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.021994997;
            } else {
              result[0] += 0.014777722;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.056204718;
            } else {
              result[0] += -0.021996276;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.51888501644) ) ) {
            result[0] += 0.032620966;
          } else {
            result[0] += 0.002956921;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.34764158726) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
              result[0] += 0.014699574;
            } else {
              result[0] += -0.015130137;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19931355119) ) ) {
              result[0] += 0.03749187;
            } else {
              result[0] += 0.011042851;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            result[0] += -0.008156744;
          } else {
            result[0] += -0.075959004;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15088401735) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
          result[0] += 0.017033143;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81433224678) ) ) {
              result[0] += -0.014368928;
            } else {
              result[0] += -0.040207352;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
              result[0] += -0.027964437;
            } else {
              result[0] += -0.0049891286;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21496334672) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.0079929475;
            } else {
              result[0] += 0.019842012;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35835760832) ) ) {
              result[0] += -0.009438971;
            } else {
              result[0] += 0.013522536;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16169971228) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
              result[0] += 0.0062788054;
            } else {
              result[0] += -0.03622373;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.012307437;
            } else {
              result[0] += 0.016494619;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42773428559) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83251219988) ) ) {
            result[0] += 0.02824041;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.03272008;
            } else {
              result[0] += 0.0011759571;
            }
          }
        } else {
          result[0] += 0.059971314;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17063914239) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34254705906) ) ) {
              result[0] += 0.012132849;
            } else {
              result[0] += -0.021952862;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14192283154) ) ) {
              result[0] += 0.05861211;
            } else {
              result[0] += 0.010567766;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.30586579442) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.018325036392) ) ) {
              result[0] += 0.0068963333;
            } else {
              result[0] += -0.045763087;
            }
          } else {
            result[0] += 0.025155796;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35664862394) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.0150867505;
            } else {
              result[0] += -0.0013611502;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82758623362) ) ) {
              result[0] += 0.00023182307;
            } else {
              result[0] += 0.00693134;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += -0.053677987;
            } else {
              result[0] += -0.02441058;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2051) ) ) {
              result[0] += -0.00025285498;
            } else {
              result[0] += -0.035827417;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
          result[0] += 0.029610565;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.013485891;
          } else {
            result[0] += -0.0065528015;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.96389216185) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.007240807;
            } else {
              result[0] += 0.028427241;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.92816567421) ) ) {
              result[0] += 0.022841947;
            } else {
              result[0] += 0.0011557717;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.015190929;
            } else {
              result[0] += -0.05296881;
            }
          } else {
            if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
              result[0] += -0.0067625265;
            } else {
              result[0] += 0.02724575;
            }
          }
        }
      } else {
        result[0] += -0.029000988;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.50035583973) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += 0.031796914;
            } else {
              result[0] += -0.004251055;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.016731378;
            } else {
              result[0] += -0.049993563;
            }
          }
        } else {
          result[0] += 0.031759508;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)140) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.92816567421) ) ) {
            result[0] += 0.0424765;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.016400805;
            } else {
              result[0] += -0.0016017192;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.006653788;
            } else {
              result[0] += 0.0028378332;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0035310367;
            } else {
              result[0] += 0.033655934;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        result[0] += 0.038662028;
      } else {
        result[0] += -0.004427689;
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        result[0] += -0.01903673;
      } else {
        result[0] += 0.0018667862;
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.57451212406) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)186) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
              result[0] += -0.0006317312;
            } else {
              result[0] += 0.024683103;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.006922421;
            } else {
              result[0] += -0.024140952;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.002619176;
            } else {
              result[0] += 0.037012916;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.26433762908) ) ) {
              result[0] += 0.058104463;
            } else {
              result[0] += 0.021470543;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.0058031464;
            } else {
              result[0] += 0.005574142;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += 0.005264459;
            } else {
              result[0] += -0.04565999;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
              result[0] += -0.0030354487;
            } else {
              result[0] += 0.024258478;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += -0.022854147;
            } else {
              result[0] += 0.001622521;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13125438988) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)177) ) ) {
            result[0] += 0.04816835;
          } else {
            result[0] += 0.0126171475;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += 0.012915986;
            } else {
              result[0] += -0.01836196;
            }
          } else {
            result[0] += 0.029520044;
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.04073641;
          } else {
            result[0] += -0.007295529;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += -0.0056707603;
            } else {
              result[0] += -0.0026296934;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17163550854) ) ) {
              result[0] += 0.03088143;
            } else {
              result[0] += 0.010976888;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.72623002529) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)70) ) ) {
              result[0] += 0.0015283258;
            } else {
              result[0] += 0.020811208;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)78) ) ) {
              result[0] += -0.06772626;
            } else {
              result[0] += -0.013682447;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.69571197033) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.00514918;
            } else {
              result[0] += 0.022576572;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += 0.014709835;
            } else {
              result[0] += 0.040176433;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.78417563438) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.021304838;
            } else {
              result[0] += 0.0017653657;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
              result[0] += 0.008712313;
            } else {
              result[0] += -0.002286706;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0020060180686) ) ) {
              result[0] += 0.023062138;
            } else {
              result[0] += -0.0003004654;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += -0.023317158;
            } else {
              result[0] += 0.0024030518;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.03478533;
            } else {
              result[0] += 0.008201571;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.8585895896) ) ) {
              result[0] += 0.018954502;
            } else {
              result[0] += -0.0030043668;
            }
          }
        } else {
          result[0] += -0.016452534;
        }
      } else {
        result[0] += -0.027890567;
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
              result[0] += -0.0058424096;
            } else {
              result[0] += 0.029349891;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.037621386;
            } else {
              result[0] += 0.008882752;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
            result[0] += 0.05112801;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.0001783492;
            } else {
              result[0] += 0.02060506;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82874619961) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39033442736) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0009384581;
            } else {
              result[0] += 0.047853414;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
              result[0] += -0.000692361;
            } else {
              result[0] += 0.003081499;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
              result[0] += 0.0040574595;
            } else {
              result[0] += 0.012360249;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.30586579442) ) ) {
              result[0] += -0.015716024;
            } else {
              result[0] += 0.00804278;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15088401735) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.73323768377) ) ) {
              result[0] += -0.008310204;
            } else {
              result[0] += -0.03830414;
            }
          } else {
            result[0] += -0.05341789;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.028793259;
            } else {
              result[0] += 0.0031714123;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
              result[0] += 0.019608855;
            } else {
              result[0] += -0.02056248;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.0040579713;
            } else {
              result[0] += 0.011700958;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
              result[0] += 0.02871911;
            } else {
              result[0] += 0.01485532;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += -0.004629281;
          } else {
            result[0] += -0.01692464;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.6485569477) ) ) {
        result[0] += 0.048189502;
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.52571541071) ) ) {
          result[0] += -0.010786018;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.19130262733) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.033777907;
            } else {
              result[0] += 0.008691033;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.010861302726) ) ) {
              result[0] += -0.0021186254;
            } else {
              result[0] += 0.018058125;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17063914239) ) ) {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.48400399089) ) ) {
              result[0] += -0.0026456644;
            } else {
              result[0] += 0.010076951;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.028068682;
            } else {
              result[0] += 0.009619203;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.040230613202) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.061888482;
            } else {
              result[0] += -0.0030563101;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.094297029078) ) ) {
              result[0] += 0.013713171;
            } else {
              result[0] += -0.0018509588;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.018667625;
            } else {
              result[0] += -0.04255866;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.57963961363) ) ) {
              result[0] += 0.051608372;
            } else {
              result[0] += 0.02415899;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
              result[0] += -0.0468668;
            } else {
              result[0] += -0.01288514;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
              result[0] += 0.011190825;
            } else {
              result[0] += -0.012729378;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18602235615) ) ) {
        result[0] += 0.0013772196;
      } else {
        result[0] += -0.051712222;
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.00016424773;
            } else {
              result[0] += -0.024711752;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13852448761) ) ) {
              result[0] += 0.010653879;
            } else {
              result[0] += -0.0014673402;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)112) ) ) {
              result[0] += 0.00047796962;
            } else {
              result[0] += -0.022180863;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.62538528442) ) ) {
              result[0] += 0.015743753;
            } else {
              result[0] += -0.0074428096;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0088105723262) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.15512506664) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
              result[0] += -0.013692676;
            } else {
              result[0] += -0.06696609;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.028699085;
            } else {
              result[0] += -0.010505399;
            }
          }
        } else {
          result[0] += 0.017754678;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.03593785;
      } else {
        result[0] += 0.014987066;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
        result[0] += 0.006366106;
      } else {
        result[0] += 0.016729636;
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)450) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.21039506793) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += -0.0027978064;
            } else {
              result[0] += -0.04530012;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
              result[0] += -0.0015395448;
            } else {
              result[0] += 0.0077953762;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76345038414) ) ) {
            result[0] += -0.05444584;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0106779;
            } else {
              result[0] += -0.03429589;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.17163550854) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1017) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0004508503;
            } else {
              result[0] += 0.0046787676;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
              result[0] += 0.021890959;
            } else {
              result[0] += 0.0065988465;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
              result[0] += -0.008914827;
            } else {
              result[0] += -0.06302984;
            }
          } else {
            result[0] += 0.014660579;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)87) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)86) ) ) {
              result[0] += 0.002969948;
            } else {
              result[0] += 0.029329896;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33064296842) ) ) {
              result[0] += -0.0051883995;
            } else {
              result[0] += -0.027892098;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.35835760832) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += 0.054027807;
            } else {
              result[0] += 0.022579996;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.82235503197) ) ) {
              result[0] += -0.0004048033;
            } else {
              result[0] += 0.031339712;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
          result[0] += -0.07650836;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.00048109726;
            } else {
              result[0] += -0.027969051;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
              result[0] += -0.008308405;
            } else {
              result[0] += 0.011197477;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68213629723) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.035506308;
      } else {
        result[0] += 0.018284298;
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += 0.016222281;
      } else {
        result[0] += -0.005848578;
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21588493884) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.22813892365) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.37396362424) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.019151706;
            } else {
              result[0] += -0.004052541;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += 0.011734105;
            } else {
              result[0] += -0.037018873;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)21) ) ) {
            result[0] += -0.020554753;
          } else {
            result[0] += -0.07251791;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += 0.0090098055;
            } else {
              result[0] += -0.006344968;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.018089881;
            } else {
              result[0] += -0.018461758;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
              result[0] += -0.0068865954;
            } else {
              result[0] += 0.0048228167;
            }
          } else {
            result[0] += -0.041665982;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.012461171;
      } else {
        result[0] += 0.03207391;
      }
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028571428731) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010731707327) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.00048280155;
            } else {
              result[0] += -0.023719022;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += 0.017214;
            } else {
              result[0] += 0.002405131;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.06544962;
          } else {
            result[0] += -0.011694317;
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)177) ) ) {
              result[0] += 0.04756069;
            } else {
              result[0] += 0.026509497;
            }
          } else {
            result[0] += 0.001783091;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.61237370968) ) ) {
              result[0] += 0.005125614;
            } else {
              result[0] += -0.01064377;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
              result[0] += 0.018558329;
            } else {
              result[0] += 0.0031291235;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)657) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0867705345) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.0024613335;
          } else {
            result[0] += -0.065609396;
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.040404040366) ) ) {
              result[0] += -0.013266672;
            } else {
              result[0] += -0.0024175649;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.03638783;
            } else {
              result[0] += -0.003569835;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)22) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)955) ) ) {
              result[0] += 0.027493272;
            } else {
              result[0] += 0.014704493;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)260) ) ) {
              result[0] += 0.0015719883;
            } else {
              result[0] += 0.021010572;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.53967601061) ) ) {
            result[0] += -0.044521082;
          } else {
            result[0] += 0.006465295;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.023472778;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7619047761) ) ) {
              result[0] += -0.0225449;
            } else {
              result[0] += -0.0061759274;
            }
          }
        } else {
          result[0] += -0.054989178;
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
              result[0] += 0.010317797;
            } else {
              result[0] += 0.029500866;
            }
          } else {
            result[0] += -0.009381189;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1372) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.039321262;
            } else {
              result[0] += 0.0024296306;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
              result[0] += 0.006703857;
            } else {
              result[0] += 0.02448067;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)104) ) ) {
          result[0] += 0.0015487958;
        } else {
          result[0] += -0.028710542;
        }
      } else {
        result[0] += -0.05229634;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.5999240875) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0007970772;
            } else {
              result[0] += 0.003401419;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68213629723) ) ) {
              result[0] += -0.0012441891;
            } else {
              result[0] += -0.03147065;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            result[0] += 0.011962186;
          } else {
            result[0] += 0.032645047;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.040230613202) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.053712256253) ) ) {
              result[0] += -0.011380612;
            } else {
              result[0] += -0.08523537;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0001367292;
            } else {
              result[0] += -0.01864153;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
            result[0] += 0.03766311;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.0444400311) ) ) {
              result[0] += -0.025090907;
            } else {
              result[0] += 0.0032009755;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.007804878056) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.17063914239) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.002926829271) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0027086854;
            } else {
              result[0] += 0.018033195;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
              result[0] += 0.042430744;
            } else {
              result[0] += 0.017482087;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.9080927372) ) ) {
              result[0] += 0.0039730906;
            } else {
              result[0] += -0.020897875;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0033057851251) ) ) {
              result[0] += 0.02992928;
            } else {
              result[0] += 0.005877037;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.14449611306) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.36150234938) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
              result[0] += -0.0032835614;
            } else {
              result[0] += 0.019105054;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += -0.011711172;
            } else {
              result[0] += 0.005317014;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1284943521) ) ) {
            result[0] += 0.029908229;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0025467824;
            } else {
              result[0] += 0.008600677;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83251219988) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83516484499) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)546) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1653) ) ) {
              result[0] += 0.0020991825;
            } else {
              result[0] += -0.03146123;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.004687122;
            } else {
              result[0] += -0.021778723;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
              result[0] += 0.015839798;
            } else {
              result[0] += -0.014376282;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
              result[0] += 0.047778327;
            } else {
              result[0] += 0.006225587;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          result[0] += -0.06247562;
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
              result[0] += 0.02935344;
            } else {
              result[0] += 0.00077190314;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
              result[0] += -0.015270948;
            } else {
              result[0] += -0.049457368;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
        result[0] += -0.012587666;
      } else {
        result[0] += -0.05722053;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0008486055;
            } else {
              result[0] += 0.013378039;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0015301426;
            } else {
              result[0] += -0.028944729;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.094297029078) ) ) {
              result[0] += -0.021938182;
            } else {
              result[0] += 0.016066723;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += 0.036315024;
            } else {
              result[0] += 0.005110373;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.07609359175) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.023084646;
            } else {
              result[0] += 0.0597122;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18602235615) ) ) {
              result[0] += -0.017132113;
            } else {
              result[0] += 0.011579465;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.53719007969) ) ) {
              result[0] += 0.01534732;
            } else {
              result[0] += 0.0028605175;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.034404766;
            } else {
              result[0] += -0.0073270365;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79545456171) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0023548484;
            } else {
              result[0] += -0.025587667;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)54) ) ) {
              result[0] += 0.0046257596;
            } else {
              result[0] += -0.00034215915;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)112) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
              result[0] += -0.014099418;
            } else {
              result[0] += -0.043778323;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.013589235;
            } else {
              result[0] += -0.0094222035;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
            result[0] += -0.012051689;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.00092248839792) ) ) {
              result[0] += 0.022161739;
            } else {
              result[0] += 0.0075985366;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.022726688534) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
              result[0] += -0.007442827;
            } else {
              result[0] += -0.038669206;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.006944129;
            } else {
              result[0] += 0.013515333;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            result[0] += -0.021531207;
          } else {
            result[0] += -0.038109485;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83516484499) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
              result[0] += -0.014425746;
            } else {
              result[0] += 0.003132552;
            }
          } else {
            result[0] += -0.027842045;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            result[0] += -0.0052846908;
          } else {
            result[0] += -0.010985586;
          }
        } else {
          result[0] += 0.023047177;
        }
      }
    } else {
      result[0] += -0.04253272;
    }
  } else {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.001732103;
            } else {
              result[0] += -0.009619997;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.012012012303) ) ) {
              result[0] += 0.012146606;
            } else {
              result[0] += -0.0002317274;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.01612044;
            } else {
              result[0] += 0.046462595;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
              result[0] += 0.000687583;
            } else {
              result[0] += 0.030574992;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.042669106;
          } else {
            result[0] += 0.014384614;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += -0.0035688286;
            } else {
              result[0] += 0.011078446;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0118124075;
            } else {
              result[0] += 0.00083763356;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.010222579;
            } else {
              result[0] += 0.04401053;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
              result[0] += -0.01715225;
            } else {
              result[0] += 0.003566876;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += 0.0501641;
            } else {
              result[0] += 0.023664623;
            }
          } else {
            result[0] += -0.007092348;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
          result[0] += 0.0023290892;
        } else {
          result[0] += -0.06213587;
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
    if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.21588493884) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
          result[0] += -0.011525958;
        } else {
          result[0] += -0.037895564;
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.19060961902) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.12396693975) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.03627537;
            } else {
              result[0] += 0.0037792567;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.043541114777) ) ) {
              result[0] += -0.028654983;
            } else {
              result[0] += 0.008908816;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            result[0] += -0.0429072;
          } else {
            result[0] += 0.008208054;
          }
        }
      }
    } else {
      result[0] += -0.040530514;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.3659081459) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7619047761) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)70) ) ) {
              result[0] += -0.017274203;
            } else {
              result[0] += -0.05494185;
            }
          } else {
            result[0] += 0.0011623732;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.8743811846) ) ) {
              result[0] += 0.0019171884;
            } else {
              result[0] += 0.027966607;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += -0.017082067;
            } else {
              result[0] += 0.009085386;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
            result[0] += -0.017746462;
          } else {
            result[0] += 0.004126682;
          }
        } else {
          result[0] += -0.080063574;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += 0.021755269;
            } else {
              result[0] += -0.010173459;
            }
          } else {
            result[0] += 0.04306681;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.00025002737;
            } else {
              result[0] += 0.0044608754;
            }
          } else {
            result[0] += -0.023451699;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)188) ) ) {
          result[0] += -0.0031105278;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1491) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.02205136;
            } else {
              result[0] += 0.011878409;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
              result[0] += -0.009993947;
            } else {
              result[0] += 0.011821227;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.88606494665) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83660131693) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79166668653) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.96389216185) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.1187031269) ) ) {
              result[0] += -0.028764693;
            } else {
              result[0] += 0.003966674;
            }
          } else {
            result[0] += -0.0745669;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039577838033) ) ) {
              result[0] += -0.007955647;
            } else {
              result[0] += 0.006890791;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.075268819928) ) ) {
              result[0] += 0.025304666;
            } else {
              result[0] += -0.016967332;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80454546213) ) ) {
          result[0] += 0.011458266;
        } else {
          result[0] += 0.031216053;
        }
      }
    } else {
      result[0] += -0.039320298;
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)827) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)482) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.83251219988) ) ) {
              result[0] += 0.02802142;
            } else {
              result[0] += -0.0013023828;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
              result[0] += -0.006931656;
            } else {
              result[0] += 0.018328173;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.67182809114) ) ) {
              result[0] += -0.029689675;
            } else {
              result[0] += 0.004910279;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += 0.00879915;
            } else {
              result[0] += -0.0041859443;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82051283121) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0033774753;
            } else {
              result[0] += -0.004289895;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8255033493) ) ) {
              result[0] += -0.04899248;
            } else {
              result[0] += -0.0058920737;
            }
          }
        } else {
          result[0] += -0.029581038;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
          result[0] += 0.006149582;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85365855694) ) ) {
            result[0] += -0.026648646;
          } else {
            result[0] += -0.0074925604;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85294115543) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.053712256253) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.18602235615) ) ) {
              result[0] += 0.017170649;
            } else {
              result[0] += 0.044838917;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.013880051;
            } else {
              result[0] += -0.009052223;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.076600834727) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85981309414) ) ) {
              result[0] += -0.03327724;
            } else {
              result[0] += 0.0005119871;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9389313459) ) ) {
              result[0] += 0.007081661;
            } else {
              result[0] += -0.002938458;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99133241177) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.020220269;
            } else {
              result[0] += -0.001364488;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.5195467472) ) ) {
              result[0] += 0.034642838;
            } else {
              result[0] += 0.0069209933;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
              result[0] += -0.01395421;
            } else {
              result[0] += -0.05882741;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2970695496) ) ) {
              result[0] += 0.012292299;
            } else {
              result[0] += -0.016132753;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25121116638) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7931034565) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0015122959;
            } else {
              result[0] += 0.013156173;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.85640370846) ) ) {
              result[0] += 0.019898983;
            } else {
              result[0] += -0.01883784;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.20475305617) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.020181233;
            } else {
              result[0] += 0.00516863;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0020662462;
            } else {
              result[0] += -0.0031377056;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)107) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.069657564163) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
              result[0] += 0.014232737;
            } else {
              result[0] += -0.00045424333;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.080451570451) ) ) {
              result[0] += -0.041577898;
            } else {
              result[0] += -0.01133962;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)31) ) ) {
            result[0] += -0.06009699;
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.032382652;
            } else {
              result[0] += -0.0062903324;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
              result[0] += 0.005188682;
            } else {
              result[0] += -0.0063137636;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
              result[0] += 0.015189165;
            } else {
              result[0] += 0.0015791714;
            }
          }
        } else {
          result[0] += -0.030834908;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
          result[0] += -0.011827794;
        } else {
          if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            result[0] += 0.017225618;
          } else {
            result[0] += -0.009445018;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.11711911112) ) ) {
              result[0] += -0.01571265;
            } else {
              result[0] += -0.0019546365;
            }
          } else {
            result[0] += -0.028143108;
          }
        } else {
          result[0] += -0.005204437;
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)692) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33064296842) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)250) ) ) {
            result[0] += -0.006916854;
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.010706834;
            } else {
              result[0] += 0.00055107503;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)473) ) ) {
            result[0] += -0.017954621;
          } else {
            result[0] += -0.0013191453;
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)7) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.62538528442) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
              result[0] += 0.012201763;
            } else {
              result[0] += 0.022218218;
            }
          } else {
            result[0] += -3.048113e-05;
          }
        } else {
          result[0] += -0.0061135474;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82874619961) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
              result[0] += -9.597343e-05;
            } else {
              result[0] += -0.0078579355;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.60253745317) ) ) {
              result[0] += 0.0094343955;
            } else {
              result[0] += -0.011316136;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
              result[0] += 0.001433317;
            } else {
              result[0] += -0.028863663;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.022630412;
            } else {
              result[0] += -0.03649218;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.33322706819) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83116883039) ) ) {
            result[0] += 0.01819401;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += 0.0047467216;
            } else {
              result[0] += -0.012304779;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9389313459) ) ) {
              result[0] += 0.0079863835;
            } else {
              result[0] += -0.005024769;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.30586579442) ) ) {
              result[0] += -0.012249112;
            } else {
              result[0] += 0.011734873;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)91) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.00070612755;
            } else {
              result[0] += 0.012507555;
            }
          } else {
            result[0] += 0.02859362;
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)46) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
              result[0] += 0.009463139;
            } else {
              result[0] += -0.017284313;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)48) ) ) {
              result[0] += 0.03288146;
            } else {
              result[0] += -0.004213547;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)68) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.31981351972) ) ) {
            result[0] += -0.05602149;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.10366172343) ) ) {
              result[0] += -0.008560052;
            } else {
              result[0] += -0.04032468;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.094297029078) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.35664862394) ) ) {
              result[0] += -0.009322922;
            } else {
              result[0] += 0.015675863;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.023302408;
            } else {
              result[0] += -0.009367479;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51709395647) ) ) {
          result[0] += 0.036684867;
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.028993174434) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.091218404472) ) ) {
              result[0] += 0.0047284686;
            } else {
              result[0] += -0.022856995;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.12452687323) ) ) {
              result[0] += 0.028399974;
            } else {
              result[0] += 0.007522435;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.00396823138) ) ) {
              result[0] += -0.011664006;
            } else {
              result[0] += 0.006521328;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.46072542667) ) ) {
              result[0] += 0.013318084;
            } else {
              result[0] += 0.002977726;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45278298855) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1370) ) ) {
              result[0] += 0.0061804783;
            } else {
              result[0] += -0.01294588;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)916) ) ) {
              result[0] += -0.03867993;
            } else {
              result[0] += -0.009284961;
            }
          }
        }
      }
    } else {
      result[0] += -0.034284618;
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)350) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0006062871;
            } else {
              result[0] += -0.0058641527;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
              result[0] += 0.03314875;
            } else {
              result[0] += 0.0033828379;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.008746742;
            } else {
              result[0] += 0.017298711;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.020559013;
            } else {
              result[0] += -0.072922036;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.0045585963;
            } else {
              result[0] += -0.025380004;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.02265287;
            } else {
              result[0] += 0.0010184991;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += -0.029753774;
            } else {
              result[0] += 0.00058188813;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.008158474;
            } else {
              result[0] += -0.023810862;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
          result[0] += -0.03047431;
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)225) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
              result[0] += 0.0021223994;
            } else {
              result[0] += 0.021075958;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.0056848754;
            } else {
              result[0] += -0.02267887;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.042360906;
        } else {
          result[0] += -0.0094195;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
      if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)540) ) ) {
        result[0] += 0.01543804;
      } else {
        result[0] += 0.0324787;
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.011662873;
      } else {
        result[0] += -0.0070601203;
      }
    }
  }
  if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.54870730639) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84126985073) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0044367397;
            } else {
              result[0] += 0.008472226;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.99133241177) ) ) {
              result[0] += -0.013570011;
            } else {
              result[0] += -0.047935124;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
              result[0] += 0.0012917853;
            } else {
              result[0] += -0.0009934854;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1653) ) ) {
              result[0] += 0.024531037;
            } else {
              result[0] += -0.0069397367;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.25592774153) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.74957448244) ) ) {
            result[0] += 0.0067022755;
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.052299917;
            } else {
              result[0] += 0.02839703;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.10760531574) ) ) {
            result[0] += -0.028789524;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.45524737239) ) ) {
              result[0] += 0.010860003;
            } else {
              result[0] += -0.0016070948;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
          result[0] += -0.0028681087;
        } else {
          result[0] += -0.036046978;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
              result[0] += 0.01529866;
            } else {
              result[0] += -0.02316827;
            }
          } else {
            result[0] += 0.04761982;
          }
        } else {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += -0.027104719;
            } else {
              result[0] += -0.0029657336;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.032237064;
            } else {
              result[0] += 0.00589224;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)57) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.096780493855) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
          result[0] += 0.0051022363;
        } else {
          result[0] += -0.010161157;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.23341213167) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
              result[0] += -0.03188051;
            } else {
              result[0] += -0.017471071;
            }
          } else {
            result[0] += -0.010152117;
          }
        } else {
          result[0] += 0.0020598501;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.33064296842) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29643949866) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
              result[0] += 0.00063059264;
            } else {
              result[0] += 0.015599874;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)250) ) ) {
              result[0] += -0.007601147;
            } else {
              result[0] += 0.0036816483;
            }
          }
        } else {
          result[0] += -0.0113492645;
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.5933637619) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
              result[0] += 0.013930373;
            } else {
              result[0] += 0.004149454;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
              result[0] += 0.021296531;
            } else {
              result[0] += 0.008754956;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)451) ) ) {
            result[0] += 0.0023863504;
          } else {
            result[0] += -0.009322368;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.39712008834) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
              result[0] += 0.0015144215;
            } else {
              result[0] += -0.010735723;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.006242389;
            } else {
              result[0] += 0.041855913;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.76919102669) ) ) {
            result[0] += -0.062438715;
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.51709395647) ) ) {
              result[0] += -0.0048497203;
            } else {
              result[0] += -0.045976017;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.048513300717) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42773428559) ) ) {
              result[0] += 0.013502714;
            } else {
              result[0] += -0.016254101;
            }
          } else {
            result[0] += -0.030639598;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.0030232493;
            } else {
              result[0] += -0.024292657;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.014302194;
            } else {
              result[0] += -0.0029442161;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.29047957063) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += -0.015132151;
            } else {
              result[0] += 0.0014159717;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
              result[0] += 0.029011372;
            } else {
              result[0] += 0.0007268857;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.36413186789) ) ) {
              result[0] += -0.004571643;
            } else {
              result[0] += 0.02545688;
            }
          } else {
            result[0] += 0.06897362;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.28247326612) ) ) {
            result[0] += -0.060702886;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0018068074;
            } else {
              result[0] += -0.015056658;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0032589664;
            } else {
              result[0] += 0.017547254;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
              result[0] += -0.015211296;
            } else {
              result[0] += -4.0358525e-05;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.025678754;
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82022470236) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81818181276) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
              result[0] += -0.0006161379;
            } else {
              result[0] += -0.004038028;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += -0.0014268721;
            } else {
              result[0] += 0.012848809;
            }
          }
        } else {
          result[0] += -0.044535015;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9212598801) ) ) {
              result[0] += -0.0116307335;
            } else {
              result[0] += 0.016588083;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.009651954;
            } else {
              result[0] += -0.016511971;
            }
          }
        } else {
          result[0] += -0.030735943;
        }
      }
    } else {
      result[0] += -0.040955435;
    }
  } else {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.042926829308) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00097560975701) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)691) ) ) {
              result[0] += 0.0011854909;
            } else {
              result[0] += -0.039470844;
            }
          } else {
            result[0] += 0.032859724;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)143) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.03902439028) ) ) {
              result[0] += -0.004608962;
            } else {
              result[0] += 0.034281347;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
              result[0] += 0.03885972;
            } else {
              result[0] += 0.012252302;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1653) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
              result[0] += -0.043736473;
            } else {
              result[0] += -0.018322162;
            }
          } else {
            result[0] += -0.0058178073;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0053840065;
            } else {
              result[0] += -0.0077553303;
            }
          } else {
            result[0] += 0.021016795;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.056360706687) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)523) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)67) ) ) {
              result[0] += -0.005528839;
            } else {
              result[0] += -0.023723694;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2427) ) ) {
              result[0] += 0.002356638;
            } else {
              result[0] += -0.007366735;
            }
          }
        } else {
          result[0] += 0.012173462;
        }
      } else {
        result[0] += -0.048544575;
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)563) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.0006140015;
            } else {
              result[0] += -0.0062083337;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
              result[0] += 0.0026271613;
            } else {
              result[0] += -0.024040323;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)89) ) ) {
              result[0] += -0.0044824607;
            } else {
              result[0] += 0.010022345;
            }
          } else {
            result[0] += -0.029040653;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.16169971228) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.14681240916) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += 0.02081973;
            } else {
              result[0] += 0.0032991879;
            }
          } else {
            result[0] += 0.038587626;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.0025600295;
            } else {
              result[0] += -0.043697257;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
              result[0] += 0.008798032;
            } else {
              result[0] += -0.0019488402;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)19) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.34918808937) ) ) {
            result[0] += 0.038307387;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
              result[0] += 0.0084136855;
            } else {
              result[0] += -0.0101070525;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.42773428559) ) ) {
            result[0] += -0.016766956;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.016699964;
            } else {
              result[0] += -0.010117965;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          result[0] += -0.024578294;
        } else {
          result[0] += -0.0020569721;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.68213629723) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
        result[0] += 0.040354546;
      } else {
        result[0] += 0.016154042;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1.1196229458) ) ) {
        result[0] += 0.009006914;
      } else {
        result[0] += -0.0036586658;
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)128) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)407) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)497) ) ) {
              result[0] += -0.0008116034;
            } else {
              result[0] += -0.0054526012;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)523) ) ) {
              result[0] += 0.016273012;
            } else {
              result[0] += 0.0008468357;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.04171296;
            } else {
              result[0] += 0.0142349275;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.0046574357;
            } else {
              result[0] += -0.0071622916;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00518134702) ) ) {
              result[0] += 0.0022294975;
            } else {
              result[0] += 0.025621418;
            }
          } else {
            result[0] += 0.037079137;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
            result[0] += -0.0378475;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)319) ) ) {
              result[0] += 0.0036421847;
            } else {
              result[0] += 0.0004697323;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0088105723262) ) ) {
        result[0] += 0.022945954;
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)311) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)202) ) ) {
              result[0] += 0.016208526;
            } else {
              result[0] += -0.0001572617;
            }
          } else {
            result[0] += 0.024016859;
          }
        } else {
          result[0] += -0.00018842828;
        }
      }
    }
  } else {
    result[0] += -0.033975072;
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.92816567421) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)135) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.96389216185) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83660131693) ) ) {
              result[0] += -0.0058355033;
            } else {
              result[0] += -0.031688057;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.017113468;
            } else {
              result[0] += -0.06485858;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)49) ) ) {
            result[0] += -0.023889689;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
              result[0] += 0.0034931623;
            } else {
              result[0] += 0.030815272;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
              result[0] += -3.3788292e-05;
            } else {
              result[0] += -0.0031233027;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.88549727201) ) ) {
              result[0] += 0.0060976534;
            } else {
              result[0] += -0.020187533;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)160) ) ) {
            result[0] += 0.013041629;
          } else {
            result[0] += 0.027481675;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.049382615834) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
            result[0] += 0.018674139;
          } else {
            result[0] += -0.0028700167;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)0.09940482676) ) ) {
            result[0] += -0.030971704;
          } else {
            result[0] += -0.00444318;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
          result[0] += -0.047799204;
        } else {
          result[0] += -0.0142500205;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.13852448761) ) ) {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.20784030855) ) ) {
              result[0] += 0.01016792;
            } else {
              result[0] += 0.030281762;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024813895579) ) ) {
              result[0] += 0.050820686;
            } else {
              result[0] += 0.025058;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0023058236;
            } else {
              result[0] += 0.01723127;
            }
          } else {
            result[0] += -0.04875557;
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-1.2359662056) ) ) {
            result[0] += 0.0024461434;
          } else {
            result[0] += -0.05417363;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
              result[0] += 0.0041439286;
            } else {
              result[0] += 0.023390912;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)51) ) ) {
              result[0] += 0.0065392517;
            } else {
              result[0] += -0.028024852;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.049382615834) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.083199396729) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)-0.1165215373) ) ) {
            result[0] += -0.0048613823;
          } else {
            result[0] += 0.007702948;
          }
        } else {
          result[0] += -0.056358494;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)691) ) ) {
              result[0] += 0.0026455547;
            } else {
              result[0] += 0.014269597;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0030441400595) ) ) {
              result[0] += -0.010116018;
            } else {
              result[0] += 0.008124915;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065288357437) ) ) {
            result[0] += -0.06413948;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
              result[0] += -0.017287916;
            } else {
              result[0] += 0.003268151;
            }
          }
        }
      }
    }
  }
}

