
#include "header.h"

void predict_unit2(union Entry* data, float* result) {
  unsigned int tmp;
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
              result[0] += 0.00016036027;
            } else {
              result[0] += 0.0096121365;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70588237047) ) ) {
              result[0] += -0.04783583;
            } else {
              result[0] += -0.017250163;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)38) ) ) {
              result[0] += 0.01773503;
            } else {
              result[0] += -0.0055597867;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)117) ) ) {
              result[0] += 0.030486498;
            } else {
              result[0] += 0.011314854;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += -0.028855756;
            } else {
              result[0] += 0.010066326;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.015610509;
            } else {
              result[0] += -0.0066617364;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
              result[0] += 0.004192469;
            } else {
              result[0] += 0.016735608;
            }
          } else {
            result[0] += 0.035227668;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += 0.025392046;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0142164845;
            } else {
              result[0] += 0.0066810707;
            }
          } else {
            result[0] += 0.025570745;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86046510935) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.017628042;
            } else {
              result[0] += 0.010421809;
            }
          } else {
            result[0] += -0.071491405;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            result[0] += 0.030755594;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0018108139;
            } else {
              result[0] += 0.013389565;
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
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
              result[0] += -0.0008892327;
            } else {
              result[0] += -0.033312213;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.01843189;
            } else {
              result[0] += 0.014059995;
            }
          }
        } else {
          result[0] += -0.081215076;
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043643262237) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060975607485) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.013513513841) ) ) {
              result[0] += 0.0016362602;
            } else {
              result[0] += -0.04480892;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0048661800101) ) ) {
              result[0] += 0.007845391;
            } else {
              result[0] += 0.027205098;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.046341463923) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)88) ) ) {
              result[0] += -0.051346134;
            } else {
              result[0] += -0.019789813;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.00836208;
            } else {
              result[0] += 0.00154358;
            }
          }
        }
      }
    } else {
      result[0] += -0.044669196;
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)83) ) ) {
              result[0] += -0.0025579229;
            } else {
              result[0] += 0.022084534;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += 0.036831595;
            } else {
              result[0] += 0.014329324;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0074814186;
            } else {
              result[0] += -0.04075222;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.0006820129;
            } else {
              result[0] += -0.0056996266;
            }
          }
        }
      } else {
        result[0] += 0.032473892;
      }
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
              result[0] += 0.028241789;
            } else {
              result[0] += 0.015152985;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.015414258465) ) ) {
              result[0] += 0.002455547;
            } else {
              result[0] += -0.023081377;
            }
          }
        } else {
          result[0] += -0.03172558;
        }
      } else {
        result[0] += -0.030939335;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)94) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
              result[0] += -0.029633576;
            } else {
              result[0] += -0.05442166;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
              result[0] += 0.002069208;
            } else {
              result[0] += -0.025307044;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            result[0] += 0.0141321765;
          } else {
            result[0] += 0.037276052;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
          result[0] += 0.042870313;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)73) ) ) {
            result[0] += -0.017199833;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.021682804;
            } else {
              result[0] += 0.00037382968;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)202) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)139) ) ) {
              result[0] += 0.032626044;
            } else {
              result[0] += -0.0037590705;
            }
          } else {
            result[0] += 0.056623783;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
            result[0] += -0.017981615;
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.015794748;
            } else {
              result[0] += 0.004072682;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1755) ) ) {
              result[0] += 0.018517686;
            } else {
              result[0] += -0.0025968568;
            }
          } else {
            result[0] += 0.028528476;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)205) ) ) {
            result[0] += -0.04705303;
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
              result[0] += 0.005428299;
            } else {
              result[0] += -0.00633918;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)974) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0023781212512) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013012362178) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)880) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
              result[0] += -0.00048383858;
            } else {
              result[0] += -0.02455653;
            }
          } else {
            result[0] += 0.035898965;
          }
        } else {
          result[0] += -0.06512977;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.018348623067) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025594150648) ) ) {
              result[0] += 0.013062033;
            } else {
              result[0] += -7.2273324e-05;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
              result[0] += 0.0245084;
            } else {
              result[0] += -0.047301054;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += 0.008733748;
            } else {
              result[0] += -0.02888729;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.014860156;
            } else {
              result[0] += -0.0001851749;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
            result[0] += -0.009358335;
          } else {
            result[0] += 0.019163964;
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.06268899;
            } else {
              result[0] += -0.0139491735;
            }
          } else {
            result[0] += -0.00718718;
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)50) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)31) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
              result[0] += 0.012479353;
            } else {
              result[0] += 0.032377597;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)44) ) ) {
              result[0] += 0.0048608445;
            } else {
              result[0] += 0.015717145;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)71) ) ) {
              result[0] += -0.010294805;
            } else {
              result[0] += 0.00300454;
            }
          } else {
            result[0] += -0.021454027;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.005855562631) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += 0.002995102;
            } else {
              result[0] += -0.023487527;
            }
          } else {
            result[0] += -0.023710124;
          }
        } else {
          result[0] += 0.05305428;
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)574) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)292) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.0072433623;
            } else {
              result[0] += 0.014688375;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
              result[0] += -0.03473791;
            } else {
              result[0] += -0.010146718;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)7) ) ) {
              result[0] += 0.0060537583;
            } else {
              result[0] += 0.024256343;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)14) ) ) {
              result[0] += -0.026797244;
            } else {
              result[0] += -0.0060696905;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
        result[0] += -0.046560764;
      } else {
        result[0] += -0.005875909;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.018525356;
            } else {
              result[0] += 0.010666922;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += 0.018051775;
            } else {
              result[0] += -0.0070545995;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.04900946;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
              result[0] += 0.014787927;
            } else {
              result[0] += -0.0040675844;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += 0.012127138;
        } else {
          result[0] += -0.031828243;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += -0.044096693;
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65263158083) ) ) {
          result[0] += -0.0047612707;
        } else {
          result[0] += -0.018208535;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.011523264;
        } else {
          result[0] += 0.05362569;
        }
      } else {
        result[0] += 0.0031051724;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.005166877;
            } else {
              result[0] += 0.023721514;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += 0.0078099496;
            } else {
              result[0] += 0.00019743247;
            }
          }
        } else {
          result[0] += -0.025623245;
        }
      } else {
        result[0] += 0.030343045;
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.016271248;
            } else {
              result[0] += -0.003566182;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += 0.015781267;
            } else {
              result[0] += -0.010787854;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.025918735;
          } else {
            result[0] += 0.0026387868;
          }
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.026272697;
            } else {
              result[0] += -0.008485742;
            }
          } else {
            result[0] += 0.013892342;
          }
        } else {
          result[0] += -0.04677446;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
        result[0] += 0.008084082;
      } else {
        result[0] += 0.029633362;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.015897071;
            } else {
              result[0] += -0.028440172;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += 0.014070778;
            } else {
              result[0] += -0.0027353442;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0021704568;
            } else {
              result[0] += 0.04928514;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.010377562;
            } else {
              result[0] += -0.0011588235;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72222220898) ) ) {
          result[0] += -0.031474706;
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0041406425;
            } else {
              result[0] += 0.020087881;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.027258819;
            } else {
              result[0] += 0.0025198986;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
              result[0] += -0.00041134717;
            } else {
              result[0] += 0.0059992666;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
              result[0] += 0.0059729675;
            } else {
              result[0] += -0.04316822;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.020551546;
            } else {
              result[0] += -0.0759886;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += -0.0073119253;
            } else {
              result[0] += 0.022892287;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)11) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
              result[0] += 0.007960121;
            } else {
              result[0] += -0.0018527353;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)363) ) ) {
              result[0] += -0.018547878;
            } else {
              result[0] += 0.00014149863;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
              result[0] += -8.696123e-05;
            } else {
              result[0] += -0.010579687;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
              result[0] += 0.01477045;
            } else {
              result[0] += 0.0017876175;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)40) ) ) {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
          result[0] += 0.006604837;
        } else {
          result[0] += 0.0212889;
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)918) ) ) {
              result[0] += -0.005208391;
            } else {
              result[0] += -0.020607699;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)34) ) ) {
              result[0] += 0.028220817;
            } else {
              result[0] += 0.007802126;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)23) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
              result[0] += -0.0031913263;
            } else {
              result[0] += 0.04371859;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
              result[0] += -0.0546468;
            } else {
              result[0] += 0.0021421993;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)26) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.010532776;
            } else {
              result[0] += -5.6780573e-05;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.039892424;
            } else {
              result[0] += 0.0030897714;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.021942943;
            } else {
              result[0] += -0.0016243944;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
              result[0] += 0.009856018;
            } else {
              result[0] += -0.0029478476;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.00070182764;
        } else {
          result[0] += -0.04730029;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78260868788) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
              result[0] += 0.00083640526;
            } else {
              result[0] += -0.002714596;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2112) ) ) {
              result[0] += 0.021617975;
            } else {
              result[0] += 0.005137424;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.018513072;
          } else {
            result[0] += 0.03289726;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
              result[0] += -0.007857547;
            } else {
              result[0] += 0.007845083;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.035026524;
            } else {
              result[0] += 0.0103673125;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.048813097;
            } else {
              result[0] += -0.011263028;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79746836424) ) ) {
              result[0] += -0.02216151;
            } else {
              result[0] += -0.0015901885;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84415584803) ) ) {
          result[0] += 0.008266899;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)85) ) ) {
            result[0] += 0.018771613;
          } else {
            result[0] += 0.032869358;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
              result[0] += 0.01168028;
            } else {
              result[0] += -0.0061289566;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.02986863;
            } else {
              result[0] += -0.0059090154;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85000002384) ) ) {
            result[0] += -0.019767597;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.027270053;
            } else {
              result[0] += 0.008195481;
            }
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0043946793;
            } else {
              result[0] += -0.0013490786;
            }
          } else {
            result[0] += 0.028549735;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
              result[0] += -0.06534412;
            } else {
              result[0] += -0.0005113405;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.01639161;
            } else {
              result[0] += -0.008705149;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
          result[0] += -0.0030328468;
        } else {
          result[0] += 0.065287784;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75568181276) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
              result[0] += 0.00047004;
            } else {
              result[0] += 0.024219213;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.06627774;
            } else {
              result[0] += 0.01767927;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.016842684;
            } else {
              result[0] += -0.03245529;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
              result[0] += 0.017671246;
            } else {
              result[0] += -0.0045484006;
            }
          }
        }
      } else {
        result[0] += 0.04883547;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87096774578) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
              result[0] += -0.011425442;
            } else {
              result[0] += -0.029786268;
            }
          } else {
            result[0] += 0.015261322;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.056941696;
            } else {
              result[0] += 0.00941373;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.027940879;
            } else {
              result[0] += 0.042538118;
            }
          }
        }
      } else {
        result[0] += -0.06763207;
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)4) ) ) {
              result[0] += 0.0008800816;
            } else {
              result[0] += -0.019389374;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1109) ) ) {
              result[0] += -0.011221969;
            } else {
              result[0] += 0.0030968443;
            }
          }
        } else {
          result[0] += -0.052003413;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0059854873;
            } else {
              result[0] += 0.047097173;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)16) ) ) {
              result[0] += 0.012026361;
            } else {
              result[0] += -0.0011944931;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025477707386) ) ) {
            result[0] += -0.06376468;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.067381314933) ) ) {
              result[0] += 0.0010142438;
            } else {
              result[0] += 0.016991151;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.17046193779) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0023026764;
            } else {
              result[0] += 0.0046885456;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.021638514;
            } else {
              result[0] += -0.03978572;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += -0.004429583;
            } else {
              result[0] += -0.024007104;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += 0.011011638;
            } else {
              result[0] += -0.00010765841;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
          result[0] += -0.057752706;
        } else {
          result[0] += -0.01123156;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.011711125262) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0092592593282) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)258) ) ) {
              result[0] += -0.010022703;
            } else {
              result[0] += 0.013390578;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.00445625;
            } else {
              result[0] += -0.008638247;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)13) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.010752688162) ) ) {
              result[0] += 0.035083648;
            } else {
              result[0] += 0.015533114;
            }
          } else {
            result[0] += 0.0053058243;
          }
        }
      } else {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += 0.003417793;
            } else {
              result[0] += -0.002606896;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016129031777) ) ) {
              result[0] += 0.014756913;
            } else {
              result[0] += -0.0023206633;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025477707386) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += -0.06891819;
            } else {
              result[0] += 0.00049303315;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.017699114978) ) ) {
              result[0] += 0.011210952;
            } else {
              result[0] += -0.011302019;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.026510272;
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)27) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
              result[0] += -0.0030721528;
            } else {
              result[0] += -0.021618241;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)153) ) ) {
              result[0] += 0.00060188025;
            } else {
              result[0] += 0.020788975;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.010405674;
            } else {
              result[0] += -0.0132979825;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
              result[0] += 0.029213218;
            } else {
              result[0] += 0.010199809;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86666667461) ) ) {
            result[0] += -0.02393318;
          } else {
            result[0] += -0.058187462;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)19) ) ) {
            result[0] += 0.020250414;
          } else {
            result[0] += 0.0076874457;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)15) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
              result[0] += -0.024055433;
            } else {
              result[0] += -0.002096391;
            }
          } else {
            result[0] += 0.021079468;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1057) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)348) ) ) {
              result[0] += 0.0017973072;
            } else {
              result[0] += 0.022646181;
            }
          } else {
            result[0] += -0.03649227;
          }
        }
      } else {
        result[0] += 0.021777546;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)53) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9212598801) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.05263157934) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)502) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.0045412104;
            } else {
              result[0] += 0.028586477;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.021538602;
            } else {
              result[0] += 0.003064876;
            }
          }
        } else {
          result[0] += -0.026618106;
        }
      } else {
        result[0] += -0.041975405;
      }
    } else {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74193549156) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0059234574;
            } else {
              result[0] += -0.016346691;
            }
          } else {
            result[0] += -0.041528616;
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)91) ) ) {
              result[0] += -0.0012419935;
            } else {
              result[0] += 0.012042518;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.006009761;
            } else {
              result[0] += -0.032615922;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += 0.024590937;
            } else {
              result[0] += -0.0059816386;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += -0.05273784;
            } else {
              result[0] += -0.022452755;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)81) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
              result[0] += 0.005434319;
            } else {
              result[0] += 0.02572371;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
              result[0] += -0.0021358745;
            } else {
              result[0] += 0.0031413515;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1889) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.00026259528;
            } else {
              result[0] += -0.0056558014;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.044035863;
            } else {
              result[0] += -0.0081013385;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0039037084207) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
              result[0] += 0.002271647;
            } else {
              result[0] += -0.0053037507;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0092879254371) ) ) {
              result[0] += 0.016999597;
            } else {
              result[0] += -0.001206051;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)133) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            result[0] += -0.026153062;
          } else {
            result[0] += -0.060248196;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1575) ) ) {
            result[0] += 0.018173603;
          } else {
            result[0] += -0.0073787435;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)58) ) ) {
              result[0] += 0.001698453;
            } else {
              result[0] += -0.02876485;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)79) ) ) {
              result[0] += 0.012731011;
            } else {
              result[0] += 0.0036490222;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.018425481;
            } else {
              result[0] += -0.017939908;
            }
          } else {
            result[0] += 0.029698113;
          }
        }
      } else {
        result[0] += -0.01656834;
      }
    }
  } else {
    result[0] += 0.037124824;
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67441862822) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.38636362553) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.005473224;
            } else {
              result[0] += 0.007437292;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.63492065668) ) ) {
              result[0] += 0.020417804;
            } else {
              result[0] += 0.006161393;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += -0.010990585;
            } else {
              result[0] += -0.07760354;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.0154846925;
            } else {
              result[0] += 0.0049100094;
            }
          }
        }
      } else {
        result[0] += -0.03310345;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0022136895;
            } else {
              result[0] += 0.012190169;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.04307614;
            } else {
              result[0] += 0.015906818;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
            result[0] += -0.005705413;
          } else {
            result[0] += -0.028611977;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += -0.0060659773;
            } else {
              result[0] += -0.015670497;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.025077606;
            } else {
              result[0] += 0.04225498;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.0016388381;
            } else {
              result[0] += 0.043136198;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
              result[0] += 0.0005867762;
            } else {
              result[0] += 0.0109107075;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.00818691;
            } else {
              result[0] += -0.014602019;
            }
          } else {
            result[0] += 0.024685191;
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.028151358;
            } else {
              result[0] += -0.0010889263;
            }
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.027907029;
            } else {
              result[0] += 0.00025977325;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)210) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
            result[0] += 0.027601888;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.014762429;
            } else {
              result[0] += -0.0072738538;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
              result[0] += -0.00044916733;
            } else {
              result[0] += -0.013460221;
            }
          } else {
            result[0] += 0.009945907;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          result[0] += -0.03905317;
        } else {
          result[0] += -0.0051204874;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83783781528) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
            result[0] += 0.035162743;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
              result[0] += -0.012659994;
            } else {
              result[0] += 0.015992682;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)21) ) ) {
            result[0] += 0.030911917;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.00114928;
            } else {
              result[0] += -0.010226518;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)95) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81904762983) ) ) {
              result[0] += -0.0025955883;
            } else {
              result[0] += 0.0042231064;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += -0.010470189;
            } else {
              result[0] += -0.052847903;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)400) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
              result[0] += -0.004066317;
            } else {
              result[0] += 0.015233991;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)578) ) ) {
              result[0] += -0.009690995;
            } else {
              result[0] += 0.0026460688;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.0015354374;
            } else {
              result[0] += 0.016208619;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04098360613) ) ) {
              result[0] += 0.0007590511;
            } else {
              result[0] += -0.009448053;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            result[0] += 0.025938425;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.00555604;
            } else {
              result[0] += 0.015238195;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)226) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)108) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += 0.012423169;
            } else {
              result[0] += -0.029051607;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0005926331;
            } else {
              result[0] += -0.023330024;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.02808761;
            } else {
              result[0] += -0.004757156;
            }
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.012433033;
            } else {
              result[0] += -0.0110431295;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2715) ) ) {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
              result[0] += -0.004903772;
            } else {
              result[0] += 0.0064136647;
            }
          } else {
            result[0] += 0.029040296;
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
            result[0] += -0.038985845;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)89) ) ) {
              result[0] += -0.024245182;
            } else {
              result[0] += 0.0065457346;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.035664365;
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.004545263;
            } else {
              result[0] += 0.015493636;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
              result[0] += -0.024871903;
            } else {
              result[0] += -0.0016475182;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += -0.00038255064;
            } else {
              result[0] += -0.014874579;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0066808932;
            } else {
              result[0] += -0.01580195;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.016976923;
            } else {
              result[0] += 0.014605316;
            }
          } else {
            result[0] += -0.09031654;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1181) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.008050002;
            } else {
              result[0] += -0.00946292;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1286) ) ) {
              result[0] += -0.045856293;
            } else {
              result[0] += -0.002399895;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.018109282;
        } else {
          result[0] += -0.044615325;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.019761905;
            } else {
              result[0] += -0.049447276;
            }
          } else {
            result[0] += 0.012284361;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)88) ) ) {
              result[0] += 0.0083613945;
            } else {
              result[0] += -0.0069351397;
            }
          } else {
            result[0] += 0.05125447;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.859375) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.024747372;
            } else {
              result[0] += 0.009834035;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)95) ) ) {
              result[0] += 0.009017396;
            } else {
              result[0] += -0.03080619;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)93) ) ) {
              result[0] += -0.041362423;
            } else {
              result[0] += -0.009152706;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.011122598;
            } else {
              result[0] += -0.0034220691;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)92) ) ) {
          result[0] += 0.0038954087;
        } else {
          result[0] += -0.038696997;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)69) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.014336667;
            } else {
              result[0] += 0.0033956144;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.008807282;
            } else {
              result[0] += -0.031504437;
            }
          }
        } else {
          result[0] += -0.056207564;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0008941929;
            } else {
              result[0] += 0.021215985;
            }
          } else {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.032764014;
            } else {
              result[0] += 0.006580238;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011363636702) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
              result[0] += 0.000963601;
            } else {
              result[0] += -0.004228632;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0015337422956) ) ) {
              result[0] += 0.000510519;
            } else {
              result[0] += 0.012100205;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)83) ) ) {
              result[0] += -0.0006071445;
            } else {
              result[0] += -0.0060298666;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += 0.029191876;
            } else {
              result[0] += -0.013208634;
            }
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.039812822;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += 0.0068338956;
            } else {
              result[0] += -0.03332963;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.859375) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.015893776;
            } else {
              result[0] += -0.0024769728;
            }
          } else {
            result[0] += -0.030373886;
          }
        } else {
          result[0] += -0.043387603;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)99) ) ) {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            result[0] += -0.05149712;
          } else {
            result[0] += -0.015174999;
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)103) ) ) {
              result[0] += 0.003126587;
            } else {
              result[0] += -0.008610455;
            }
          } else {
            result[0] += 0.021582475;
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.09435866;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)345) ) ) {
            result[0] += 0.007928322;
          } else {
            result[0] += -0.028445948;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)113) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)110) ) ) {
              result[0] += 0.014735377;
            } else {
              result[0] += -0.0011382193;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.038880564;
            } else {
              result[0] += 0.0085591255;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)244) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)110) ) ) {
              result[0] += -0.021892257;
            } else {
              result[0] += -0.01022948;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.01311251;
            } else {
              result[0] += 0.0032251861;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)110) ) ) {
          result[0] += -0.017009826;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.0029416638;
          } else {
            result[0] += 0.013617898;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.0021758252;
            } else {
              result[0] += 0.016998705;
            }
          } else {
            result[0] += 0.020085134;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.51086956263) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)119) ) ) {
              result[0] += -0.0045532556;
            } else {
              result[0] += -0.026317561;
            }
          } else {
            result[0] += -0.04773016;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
              result[0] += -0.007708646;
            } else {
              result[0] += 0.0076882676;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += 0.029587079;
            } else {
              result[0] += 0.009643543;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
              result[0] += -0.014627362;
            } else {
              result[0] += 0.02288991;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
              result[0] += 0.0014699822;
            } else {
              result[0] += -0.0031016488;
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
              result[0] += 0.0005692927;
            } else {
              result[0] += 0.017110271;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.021435982;
            } else {
              result[0] += 0.058236826;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)29) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.002712786;
            } else {
              result[0] += 0.036220323;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.003799477;
            } else {
              result[0] += -0.031161621;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)897) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)37) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
              result[0] += -0.032500017;
            } else {
              result[0] += -0.0021961378;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.050604314;
            } else {
              result[0] += -0.010624165;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1398) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.004690643;
            } else {
              result[0] += 0.010598964;
            }
          } else {
            result[0] += -0.011114755;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2396) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
            result[0] += 0.029671257;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2071) ) ) {
              result[0] += 0.008103366;
            } else {
              result[0] += 0.028024672;
            }
          }
        } else {
          result[0] += 0.00048119566;
        }
      } else {
        result[0] += 0.028096272;
      }
    }
  } else {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.875) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59649121761) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += -0.0006867598;
            } else {
              result[0] += -0.0040099923;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)167) ) ) {
              result[0] += -0.00022347209;
            } else {
              result[0] += 0.0123187415;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.68421053886) ) ) {
              result[0] += 0.007131286;
            } else {
              result[0] += 0.022672972;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.024983134;
            } else {
              result[0] += 0.0133804185;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.050525744;
            } else {
              result[0] += -0.022804858;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.010654119;
            } else {
              result[0] += 0.004657742;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)80) ) ) {
              result[0] += -0.0057304264;
            } else {
              result[0] += 0.012604214;
            }
          } else {
            result[0] += 0.029752223;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.9375) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)57) ) ) {
              result[0] += 0.005446584;
            } else {
              result[0] += 0.015138726;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.04152134;
            } else {
              result[0] += 0.011077012;
            }
          }
        } else {
          result[0] += -0.0013051073;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
          result[0] += -0.03357751;
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.4666666985) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += 0.020888675;
            } else {
              result[0] += 0.0047001685;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
              result[0] += -0.028221563;
            } else {
              result[0] += 0.005931638;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3503) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
              result[0] += -0.023262367;
            } else {
              result[0] += -0.013073482;
            }
          } else {
            result[0] += -0.002314263;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += 0.0011805402;
            } else {
              result[0] += 0.018621488;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += -0.0031117795;
            } else {
              result[0] += 0.000115889256;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)4214) ) ) {
            result[0] += 0.021020975;
          } else {
            result[0] += -0.004844717;
          }
        } else {
          result[0] += 0.027510861;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.73076921701) ) ) {
              result[0] += 0.0108657805;
            } else {
              result[0] += -0.015657138;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.74193549156) ) ) {
              result[0] += 0.018009791;
            } else {
              result[0] += 0.036079343;
            }
          }
        } else {
          result[0] += 0.032535724;
        }
      } else {
        result[0] += -0.019731369;
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80769228935) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0035587188322) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76865673065) ) ) {
              result[0] += -0.0068002096;
            } else {
              result[0] += 0.01661117;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
              result[0] += -0.01906583;
            } else {
              result[0] += -0.0051041986;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)121) ) ) {
            result[0] += -0.029977022;
          } else {
            result[0] += -0.011737882;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80392158031) ) ) {
            result[0] += -0.044500623;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
              result[0] += -0.008676325;
            } else {
              result[0] += 0.009953435;
            }
          }
        } else {
          result[0] += -0.04652776;
        }
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
              result[0] += -0.005630717;
            } else {
              result[0] += 0.005166144;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.006938384;
            } else {
              result[0] += -0.08837458;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
              result[0] += 0.024482958;
            } else {
              result[0] += 0.002530554;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.025549967;
            } else {
              result[0] += 0.010803729;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83098590374) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)79) ) ) {
            result[0] += -0.056227755;
          } else {
            result[0] += -0.0021858653;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84210526943) ) ) {
              result[0] += 0.022113947;
            } else {
              result[0] += -0.008335985;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
              result[0] += -0.014891251;
            } else {
              result[0] += -0.051658995;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0015337422956) ) ) {
              result[0] += 0.00020673468;
            } else {
              result[0] += -0.050444216;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0016084189;
            } else {
              result[0] += 0.010348386;
            }
          }
        } else {
          result[0] += -0.016754763;
        }
      } else {
        result[0] += -0.029169852;
      }
    } else {
      if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.65789473057) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.009167455;
            } else {
              result[0] += -0.0059085297;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71296298504) ) ) {
              result[0] += -0.025876895;
            } else {
              result[0] += 0.0032446731;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.0053838207;
            } else {
              result[0] += 0.007902327;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
              result[0] += 0.011967743;
            } else {
              result[0] += -0.0070648007;
            }
          }
        }
      } else {
        result[0] += -0.023350965;
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022123893723) ) ) {
              result[0] += -0.0022630529;
            } else {
              result[0] += 0.0051044025;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0029223622;
            } else {
              result[0] += 0.059659895;
            }
          }
        } else {
          if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.011919874;
            } else {
              result[0] += 0.044980586;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0013297871919) ) ) {
              result[0] += -0.0075250897;
            } else {
              result[0] += -0.021863958;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.40000000596) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.13612565398) ) ) {
              result[0] += -0.020974115;
            } else {
              result[0] += 0.0017487468;
            }
          } else {
            result[0] += -0.041415192;
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
              result[0] += 0.016219018;
            } else {
              result[0] += 0.003938953;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.061224490404) ) ) {
              result[0] += -0.036199436;
            } else {
              result[0] += -0.0063885846;
            }
          }
        }
      }
    } else {
      result[0] += 0.02635561;
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
            result[0] += -0.017851721;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)78) ) ) {
              result[0] += 0.006027875;
            } else {
              result[0] += 0.019414289;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)15) ) ) {
            result[0] += 0.03399941;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
              result[0] += 0.00313963;
            } else {
              result[0] += 0.0071406225;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.00694504;
            } else {
              result[0] += -0.048219483;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += 0.00017429514;
            } else {
              result[0] += -0.0037151054;
            }
          }
        } else {
          result[0] += 0.030796245;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)30) ) ) {
        result[0] += -0.039723426;
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.0051673497;
        } else {
          result[0] += -0.023900194;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
        result[0] += -0.030459246;
      } else {
        result[0] += -0.017162845;
      }
    } else {
      if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)508) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
              result[0] += 0.02242739;
            } else {
              result[0] += 0.053206027;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)200) ) ) {
              result[0] += 0.005179001;
            } else {
              result[0] += 0.03690979;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)812) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)592) ) ) {
              result[0] += 0.008699302;
            } else {
              result[0] += -0.012138379;
            }
          } else {
            result[0] += 0.019604579;
          }
        }
      } else {
        if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)685) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)625) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += 0.003873773;
            } else {
              result[0] += -0.016132617;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0013182821;
            } else {
              result[0] += -0.03017257;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)77) ) ) {
              result[0] += 0.003583058;
            } else {
              result[0] += -0.0055437246;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)108) ) ) {
              result[0] += 0.025366565;
            } else {
              result[0] += 0.0064147054;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)7) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
              result[0] += 0.00033919793;
            } else {
              result[0] += 0.012870493;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)36) ) ) {
              result[0] += -0.0053569986;
            } else {
              result[0] += -5.8382077e-05;
            }
          }
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)89) ) ) {
              result[0] += -0.025481543;
            } else {
              result[0] += 0.004949525;
            }
          } else {
            result[0] += 0.02320144;
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83333331347) ) ) {
          result[0] += 0.029901518;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += -0.029505817;
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
              result[0] += 0.0033692957;
            } else {
              result[0] += -0.019110588;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)8) ) ) {
        result[0] += -0.03563796;
      } else {
        result[0] += 0.0026597488;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)632) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += 0.02257751;
            } else {
              result[0] += 0.011888027;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1349) ) ) {
              result[0] += -0.0032937706;
            } else {
              result[0] += 0.012053415;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)44) ) ) {
            result[0] += 0.0016746605;
          } else {
            result[0] += -0.018512273;
          }
        }
      } else {
        result[0] += 0.030455375;
      }
    } else {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += -0.00035936444;
            } else {
              result[0] += 0.005134748;
            }
          } else {
            result[0] += 0.015473381;
          }
        } else {
          result[0] += -0.016725766;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
          result[0] += 0.008888736;
        } else {
          result[0] += 0.01950485;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)661) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)642) ) ) {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0008131458;
            } else {
              result[0] += -0.004052603;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
              result[0] += 0.0010758365;
            } else {
              result[0] += -0.034088437;
            }
          }
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)26) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
              result[0] += -0.0045968876;
            } else {
              result[0] += -0.047954496;
            }
          } else {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
              result[0] += -0.0025483612;
            } else {
              result[0] += -0.03371456;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)602) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)93) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += 0.006755892;
            } else {
              result[0] += -0.0050513847;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0067086406;
            } else {
              result[0] += 0.019159516;
            }
          }
        } else {
          result[0] += -0.046235736;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        result[0] += -0.018586455;
      } else {
        result[0] += -0.036765948;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2020) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)29) ) ) {
              result[0] += -0.021911282;
            } else {
              result[0] += 0.0014126849;
            }
          } else {
            result[0] += -0.045789536;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1665) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.0006314352;
            } else {
              result[0] += -0.010271045;
            }
          } else {
            result[0] += 0.015400541;
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)52) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1210) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
              result[0] += 0.0122856265;
            } else {
              result[0] += -0.0016483966;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.011281822;
            } else {
              result[0] += 0.027080858;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1470) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += -0.006645353;
            } else {
              result[0] += 0.014526357;
            }
          } else {
            result[0] += -0.026520738;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
              result[0] += 0.014436333;
            } else {
              result[0] += -0.001223216;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1046) ) ) {
              result[0] += 0.01003418;
            } else {
              result[0] += -0.009929127;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
            result[0] += -0.019516142;
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1370) ) ) {
              result[0] += 0.008284663;
            } else {
              result[0] += 0.00056448515;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
            result[0] += 0.025373563;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2031) ) ) {
              result[0] += -0.0022028654;
            } else {
              result[0] += 0.010316315;
            }
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)2231) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)90) ) ) {
              result[0] += -0.00023129051;
            } else {
              result[0] += 0.031140765;
            }
          } else {
            result[0] += -0.008707897;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)4595) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0023425582;
            } else {
              result[0] += -0.022825409;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.006140658;
            } else {
              result[0] += 0.045933187;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)65) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
              result[0] += -0.0011407372;
            } else {
              result[0] += -0.01669581;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
              result[0] += 0.0070342454;
            } else {
              result[0] += -1.6805066e-05;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)156) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.00881103;
            } else {
              result[0] += -0.010880875;
            }
          } else {
            result[0] += -0.03058278;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)217) ) ) {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
              result[0] += 0.027293542;
            } else {
              result[0] += 0.00346506;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.010285399;
            } else {
              result[0] += -0.0026574829;
            }
          }
        }
      }
    } else {
      result[0] += -0.035327222;
    }
  } else {
    if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0099009899423) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)18) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            result[0] += 0.02138581;
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.030115945;
            } else {
              result[0] += 0.01818646;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += 0.009504742;
            } else {
              result[0] += -0.0031972863;
            }
          } else {
            result[0] += -0.0056601013;
          }
        }
      } else {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)220) ) ) {
            result[0] += -0.004957978;
          } else {
            result[0] += 0.012050197;
          }
        } else {
          result[0] += 0.039668873;
        }
      }
    } else {
      if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.0075361254;
            } else {
              result[0] += -0.0073204557;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.024399696;
            } else {
              result[0] += 0.00016805055;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)184) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)119) ) ) {
              result[0] += 0.027528245;
            } else {
              result[0] += 0.061060973;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019011406694) ) ) {
              result[0] += 0.011267701;
            } else {
              result[0] += -0.00847131;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
          result[0] += -0.04485487;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += 0.012239217;
          } else {
            result[0] += -0.033445116;
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
            result[0] += -0.016977664;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += 0.0040137186;
            } else {
              result[0] += -0.011404029;
            }
          }
        } else {
          result[0] += 0.011541817;
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
          result[0] += 0.0083721485;
        } else {
          result[0] += 0.013652367;
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += 0.038423434;
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.0144347;
            } else {
              result[0] += -0.0069164657;
            }
          } else {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0060956418;
            } else {
              result[0] += 0.028764058;
            }
          }
        } else {
          result[0] += -0.01769915;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.008925727;
        } else {
          result[0] += -0.068216845;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            result[0] += 0.007151705;
          } else {
            result[0] += 0.002852974;
          }
        } else {
          result[0] += -0.026746927;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
        if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += 0.014996891;
        } else {
          result[0] += 0.035940994;
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)2) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)11) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)450) ) ) {
              result[0] += 0.013265644;
            } else {
              result[0] += -0.016726226;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)6) ) ) {
              result[0] += -0.00044971853;
            } else {
              result[0] += -0.014875523;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1360) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.017742535;
            } else {
              result[0] += 0.008857536;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3564) ) ) {
              result[0] += -0.0018680672;
            } else {
              result[0] += 0.011910067;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)225) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0030441400595) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014367816038) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)284) ) ) {
              result[0] += 7.291586e-05;
            } else {
              result[0] += -0.0049018445;
            }
          } else {
            result[0] += 0.034346826;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1227) ) ) {
            result[0] += -0.06784194;
          } else {
            result[0] += -0.018644642;
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0034731657;
            } else {
              result[0] += -0.0028583026;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.030303031206) ) ) {
              result[0] += 0.02021517;
            } else {
              result[0] += 0.002539372;
            }
          }
        } else {
          result[0] += -0.021252211;
        }
      }
    } else {
      if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
          result[0] += 0.012272834;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)242) ) ) {
            result[0] += 0.031127784;
          } else {
            result[0] += 0.013108812;
          }
        }
      } else {
        result[0] += 0.0016865624;
      }
    }
  } else {
    if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)33) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)47) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)43) ) ) {
            result[0] += 0.01692199;
          } else {
            result[0] += 0.036625672;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)51) ) ) {
            result[0] += -0.03520093;
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0013764625182) ) ) {
              result[0] += 0.009494248;
            } else {
              result[0] += -0.00028062405;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)109) ) ) {
              result[0] += 0.0017915737;
            } else {
              result[0] += 0.028598625;
            }
          } else {
            result[0] += -0.030726094;
          }
        } else {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)279) ) ) {
            result[0] += -0.043509077;
          } else {
            result[0] += -0.015313792;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
          result[0] += -0.027622137;
        } else {
          result[0] += 0.0036414824;
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)482) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
              result[0] += 0.006340264;
            } else {
              result[0] += -0.010135532;
            }
          } else {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.011729392;
            } else {
              result[0] += -0.00034171197;
            }
          }
        } else {
          if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
              result[0] += -0.007613187;
            } else {
              result[0] += -0.03879259;
            }
          } else {
            result[0] += 0.0010514668;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)100) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)92) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.00083262287;
            } else {
              result[0] += -0.013963777;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.00025054466;
            } else {
              result[0] += 0.017633334;
            }
          }
        } else {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.859375) ) ) {
              result[0] += 0.009658548;
            } else {
              result[0] += -0.034470852;
            }
          } else {
            result[0] += -0.030736485;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)31) ) ) {
            result[0] += 0.019497586;
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += -0.05468743;
            } else {
              result[0] += -0.0118223075;
            }
          }
        } else {
          result[0] += 0.013773836;
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
              result[0] += 0.014631951;
            } else {
              result[0] += -0.0236845;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)185) ) ) {
              result[0] += -0.025634367;
            } else {
              result[0] += -0.010076235;
            }
          }
        } else {
          result[0] += -0.034649104;
        }
      } else {
        result[0] += -0.05537756;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)103) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)101) ) ) {
              result[0] += 0.029961279;
            } else {
              result[0] += -0.0036355988;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)485) ) ) {
              result[0] += -0.011005519;
            } else {
              result[0] += 0.00078148145;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
              result[0] += 0.032205112;
            } else {
              result[0] += 0.015330962;
            }
          } else {
            result[0] += -0.0014032274;
          }
        }
      } else {
        result[0] += 0.031590935;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += 0.0032682966;
            } else {
              result[0] += 0.0119981;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += -0.025276339;
            } else {
              result[0] += -0.006299996;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0099009899423) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)128) ) ) {
              result[0] += 0.010701208;
            } else {
              result[0] += -0.027542025;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014299333096) ) ) {
              result[0] += 0.041059595;
            } else {
              result[0] += 0.0046949848;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)126) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0095652174205) ) ) {
              result[0] += -0.009758687;
            } else {
              result[0] += 0.012587282;
            }
          } else {
            result[0] += 0.022381023;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1000) ) ) {
              result[0] += 0.013141425;
            } else {
              result[0] += -0.028370945;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.043478261679) ) ) {
              result[0] += -0.00010289366;
            } else {
              result[0] += -0.0116354935;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.09214092046) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.071984432638) ) ) {
              result[0] += -0.0008072915;
            } else {
              result[0] += -0.016272387;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.011511059;
            } else {
              result[0] += -0.0024175427;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.0021112335;
            } else {
              result[0] += -0.028569926;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.018030124;
            } else {
              result[0] += 0.0027535912;
            }
          }
        }
      } else {
        result[0] += -0.025910279;
      }
    } else {
      result[0] += 0.024654036;
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.015183506;
            } else {
              result[0] += 0.005754178;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.04098360613) ) ) {
              result[0] += 0.020344226;
            } else {
              result[0] += -0.005858481;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0024813895579) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)27) ) ) {
              result[0] += 0.007891334;
            } else {
              result[0] += -0.0024235123;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010914051905) ) ) {
              result[0] += -0.053576082;
            } else {
              result[0] += -0.008922978;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          result[0] += -0.0003295155;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
              result[0] += -0.0023061975;
            } else {
              result[0] += 0.03824031;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.05003351;
            } else {
              result[0] += 0.016480045;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        result[0] += -0.014433163;
      } else {
        result[0] += -0.041159626;
      }
    }
  }
  if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0028169013094) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1104) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1037) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0034162793;
            } else {
              result[0] += -8.7031185e-05;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0019065777306) ) ) {
              result[0] += -0.062432665;
            } else {
              result[0] += -0.0028969778;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0014367816038) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.012881085;
            } else {
              result[0] += -0.0030218663;
            }
          } else {
            result[0] += 0.037817754;
          }
        }
      } else {
        result[0] += -0.0525467;
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016018306836) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.01242236048) ) ) {
            result[0] += 0.024642302;
          } else {
            result[0] += 0.04354136;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0038986355066) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0097592715174) ) ) {
              result[0] += 0.0013477926;
            } else {
              result[0] += -0.017448796;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0049140048213) ) ) {
              result[0] += 0.028059522;
            } else {
              result[0] += 0.008428182;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.056360706687) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)388) ) ) {
              result[0] += -0.023402868;
            } else {
              result[0] += 0.0015715425;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0052083334886) ) ) {
              result[0] += 0.0035297533;
            } else {
              result[0] += -0.004037557;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76153844595) ) ) {
              result[0] += -0.025736341;
            } else {
              result[0] += -0.005930516;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.011556434;
            } else {
              result[0] += -0.009920184;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1900) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0091407680884) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += 0.0025939702;
            } else {
              result[0] += -0.040602505;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.03174742;
            } else {
              result[0] += 0.008014085;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)106) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.008645448;
            } else {
              result[0] += -0.020285603;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0065210345;
            } else {
              result[0] += -0.0034094236;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          result[0] += -0.05576064;
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.048736460507) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)3) ) ) {
              result[0] += -0.008758698;
            } else {
              result[0] += 0.0014230612;
            }
          } else {
            result[0] += 0.009804343;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)3068) ) ) {
          if ( UNLIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            result[0] += -0.06933496;
          } else {
            result[0] += -0.009144025;
          }
        } else {
          result[0] += 0.0051006465;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0086058517918) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02222222276) ) ) {
              result[0] += 0.015825888;
            } else {
              result[0] += -0.0026878498;
            }
          } else {
            result[0] += -0.01736082;
          }
        } else {
          result[0] += 0.019088222;
        }
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82857143879) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.79503107071) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.0021360605;
            } else {
              result[0] += -0.021239739;
            }
          } else {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.014250648;
            } else {
              result[0] += -0.04159424;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.00018235434;
            } else {
              result[0] += 0.030335784;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.0050216285;
            } else {
              result[0] += 0.022547172;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.032520323992) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
              result[0] += -0.028741872;
            } else {
              result[0] += 0.001325455;
            }
          } else {
            result[0] += 0.0086072115;
          }
        } else {
          result[0] += 0.0132294195;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)74) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.56000000238) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)101) ) ) {
              result[0] += -0.00076778844;
            } else {
              result[0] += 0.009917116;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0013581768;
            } else {
              result[0] += 0.02777558;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75757575035) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.034334462;
            } else {
              result[0] += 0.013805482;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80392158031) ) ) {
              result[0] += -0.0121674435;
            } else {
              result[0] += 0.034191694;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)2) ) ) {
              result[0] += -0.0008217506;
            } else {
              result[0] += 0.024079656;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
              result[0] += 0.010468232;
            } else {
              result[0] += -0.0025284505;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)122) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.026289469;
            } else {
              result[0] += 0.017131748;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)334) ) ) {
              result[0] += 0.008165407;
            } else {
              result[0] += -0.017886793;
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
              result[0] += 0.036603615;
            } else {
              result[0] += 0.014368315;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84313726425) ) ) {
              result[0] += 0.002389631;
            } else {
              result[0] += 0.013036926;
            }
          }
        } else {
          result[0] += -0.019071665;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += 0.0035206266;
            } else {
              result[0] += -0.0033518248;
            }
          } else {
            result[0] += -0.04869303;
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)59) ) ) {
              result[0] += 0.0048585352;
            } else {
              result[0] += 0.020813545;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)93) ) ) {
              result[0] += -0.03235288;
            } else {
              result[0] += 0.0027332096;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)25) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)22) ) ) {
          result[0] += -0.014615855;
        } else {
          result[0] += -0.035957675;
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85245901346) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83098590374) ) ) {
              result[0] += 0.0193612;
            } else {
              result[0] += -0.0045801722;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.06636616;
            } else {
              result[0] += 0.0016288694;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88888889551) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87931036949) ) ) {
              result[0] += 0.022767717;
            } else {
              result[0] += 0.008769299;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)48) ) ) {
              result[0] += -0.0145533;
            } else {
              result[0] += 0.003988578;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        result[0] += -0.020417146;
      } else {
        result[0] += 0.0036638465;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += -0.0004444954;
            } else {
              result[0] += 0.017072963;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.014831481;
            } else {
              result[0] += -0.032660376;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.022507587;
            } else {
              result[0] += 0.0124016395;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.02210801;
            } else {
              result[0] += -0.00038159976;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += 0.017766988;
            } else {
              result[0] += -0.0067140586;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
              result[0] += -0.034897137;
            } else {
              result[0] += -0.0064610327;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
              result[0] += 0.007502743;
            } else {
              result[0] += 0.030645236;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.002413798;
            } else {
              result[0] += 0.0006120738;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.026727695;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)46) ) ) {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)32) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
              result[0] += -0.005623786;
            } else {
              result[0] += 0.005445622;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.037155714;
            } else {
              result[0] += -0.005746069;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
            result[0] += 0.02353174;
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.0070309164;
            } else {
              result[0] += 0.0008784115;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
            result[0] += -0.034093495;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.002936876;
            } else {
              result[0] += -0.026093021;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += 0.00536563;
            } else {
              result[0] += -0.01896046;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0016074212;
            } else {
              result[0] += 0.007876734;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.00485562;
            } else {
              result[0] += -0.0064819776;
            }
          } else {
            result[0] += 0.024744643;
          }
        } else {
          result[0] += 0.027166238;
        }
      } else {
        result[0] += 0.036476526;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.006708869;
            } else {
              result[0] += 0.013373965;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)47) ) ) {
              result[0] += -0.001226775;
            } else {
              result[0] += -0.017474892;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.036478367;
            } else {
              result[0] += -0.010667193;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.009902431;
            } else {
              result[0] += -0.009518628;
            }
          }
        }
      } else {
        result[0] += -0.06953204;
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.010936477;
            } else {
              result[0] += 0.013130046;
            }
          } else {
            result[0] += 0.01513069;
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.030824104;
            } else {
              result[0] += 0.015004657;
            }
          } else {
            result[0] += -0.00032579908;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)62) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.0016437492;
            } else {
              result[0] += -0.02511315;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += -0.011590627;
            } else {
              result[0] += -0.048751693;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.007057654;
            } else {
              result[0] += -0.010071125;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += -0.014858849;
            } else {
              result[0] += -0.0002055569;
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
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += -0.0064166873;
            } else {
              result[0] += 0.001079109;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)20) ) ) {
              result[0] += 0.01113496;
            } else {
              result[0] += -0.0033234747;
            }
          }
        } else {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)25) ) ) {
              result[0] += 0.00031874442;
            } else {
              result[0] += -0.01703154;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0022421525791) ) ) {
              result[0] += 0.0075884233;
            } else {
              result[0] += -0.0038262352;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0050505050458) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)486) ) ) {
              result[0] += 0.009997862;
            } else {
              result[0] += 0.036005165;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += -0.0056597125;
            } else {
              result[0] += 0.013788682;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.048736460507) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0076923076995) ) ) {
              result[0] += -0.037408512;
            } else {
              result[0] += -0.01188681;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.063109956682) ) ) {
              result[0] += 0.015737778;
            } else {
              result[0] += -0.00044873529;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        result[0] += 0.0026160073;
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)269) ) ) {
            result[0] += -0.036125645;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)107) ) ) {
              result[0] += -0.004222847;
            } else {
              result[0] += -0.0121581815;
            }
          }
        } else {
          result[0] += -0.041910328;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)317) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            result[0] += 0.026449883;
          } else {
            result[0] += 0.011990666;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
            result[0] += -0.027497632;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)225) ) ) {
              result[0] += -0.0011048912;
            } else {
              result[0] += 0.021237649;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)33) ) ) {
          result[0] += 0.01811555;
        } else {
          result[0] += 0.039145622;
        }
      }
    } else {
      if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += -0.03066032;
        } else {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)341) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)42) ) ) {
              result[0] += -0.02631313;
            } else {
              result[0] += -0.0044858893;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += 0.0075280555;
            } else {
              result[0] += 0.00049643446;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)198) ) ) {
            result[0] += -0.0045659463;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)519) ) ) {
              result[0] += 0.00911422;
            } else {
              result[0] += -0.0003225306;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1706) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)605) ) ) {
              result[0] += 0.018735506;
            } else {
              result[0] += 0.008055022;
            }
          } else {
            result[0] += 0.006373989;
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
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)157) ) ) {
              result[0] += -0.0022560495;
            } else {
              result[0] += 0.00087106164;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.015737277;
            } else {
              result[0] += 7.628882e-05;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)90) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += 0.012570343;
            } else {
              result[0] += 0.050632562;
            }
          } else {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0052941074;
            } else {
              result[0] += -0.014466235;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0020491802134) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.001307189581) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.024691358209) ) ) {
              result[0] += -0.002799018;
            } else {
              result[0] += -0.026975026;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.003431008;
            } else {
              result[0] += -0.07465565;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060790274292) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1060) ) ) {
              result[0] += 0.021537414;
            } else {
              result[0] += -0.011320268;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0065061808564) ) ) {
              result[0] += -0.05883056;
            } else {
              result[0] += 0.001232524;
            }
          }
        }
      }
    } else {
      result[0] += -0.03167233;
    }
  } else {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)6) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1979) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)999) ) ) {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += 0.0018084393;
            } else {
              result[0] += -0.0023077317;
            }
          } else {
            result[0] += -0.018958213;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            result[0] += 0.029689595;
          } else {
            result[0] += 0.011382657;
          }
        }
      } else {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
              result[0] += -0.002416589;
            } else {
              result[0] += 0.010532023;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)127) ) ) {
              result[0] += 0.05851561;
            } else {
              result[0] += -0.008637286;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)462) ) ) {
              result[0] += 0.018932903;
            } else {
              result[0] += 0.04403274;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.0051722643;
            } else {
              result[0] += 0.0124652665;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1252) ) ) {
        result[0] += -0.03972796;
      } else {
        result[0] += -0.012826882;
      }
    }
  }
  if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)161) ) ) {
              result[0] += -0.0014252916;
            } else {
              result[0] += -0.024961825;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.035337564;
            } else {
              result[0] += -0.004520012;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)60) ) ) {
            result[0] += 0.03472264;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)75) ) ) {
              result[0] += -0.012375275;
            } else {
              result[0] += 0.011070141;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
              result[0] += 0.0036195077;
            } else {
              result[0] += 0.022333395;
            }
          } else {
            result[0] += -0.019846596;
          }
        } else {
          result[0] += -0.024512665;
        }
      }
    } else {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)176) ) ) {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += 0.011357943;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)173) ) ) {
              result[0] += -0.0025168;
            } else {
              result[0] += -0.03256003;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
              result[0] += -0.02814225;
            } else {
              result[0] += -0.046966497;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)270) ) ) {
              result[0] += -0.008722718;
            } else {
              result[0] += 0.0021171297;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)336) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += -0.0031196661;
            } else {
              result[0] += 0.01445019;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)460) ) ) {
              result[0] += -0.049952902;
            } else {
              result[0] += -0.0068536797;
            }
          }
        } else {
          result[0] += 0.026253825;
        }
      }
    }
  } else {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1910) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)253) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)916) ) ) {
              result[0] += 0.0005371385;
            } else {
              result[0] += -0.018354349;
            }
          } else {
            if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += 0.012488876;
            } else {
              result[0] += 0.002386321;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025806451216) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.0076323263;
            } else {
              result[0] += 0.04568341;
            }
          } else {
            result[0] += -0.039403588;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)56) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)41) ) ) {
            result[0] += 0.010596975;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)972) ) ) {
              result[0] += -0.022363711;
            } else {
              result[0] += 0.0027302972;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.016940376;
            } else {
              result[0] += 0.002348892;
            }
          } else {
            result[0] += -0.010076845;
          }
        }
      }
    } else {
      result[0] += -0.021123882;
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)23) ) ) {
              result[0] += -0.002708675;
            } else {
              result[0] += -0.014994447;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += 0.015775448;
            } else {
              result[0] += 0.0013036587;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.019805036;
            } else {
              result[0] += -0.0042076423;
            }
          } else {
            result[0] += -0.053930994;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
          if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0040580505;
            } else {
              result[0] += 0.03242963;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.023594161;
            } else {
              result[0] += -0.010341811;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)35) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.020274678;
            } else {
              result[0] += 0.012224137;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
              result[0] += 0.008439272;
            } else {
              result[0] += 0.00042811656;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)24) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.0020428614;
            } else {
              result[0] += 0.01457258;
            }
          } else {
            result[0] += 0.023975572;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.76666665077) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
              result[0] += -0.045057636;
            } else {
              result[0] += -0.0063487613;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7804877758) ) ) {
              result[0] += 0.01120603;
            } else {
              result[0] += -0.009254347;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
            result[0] += 0.0014989399;
          } else {
            result[0] += 0.01295466;
          }
        } else {
          result[0] += 0.0251537;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
        result[0] += 0.017676499;
      } else {
        result[0] += 0.028948119;
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)77) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)59) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.0069491896;
            } else {
              result[0] += -0.007334027;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.028200572;
            } else {
              result[0] += 0.006768004;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)1.2040133476) ) ) {
              result[0] += 0.009472171;
            } else {
              result[0] += -0.0054362575;
            }
          } else {
            result[0] += -0.035619654;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            result[0] += -0.012381949;
          } else {
            result[0] += -0.034270726;
          }
        } else {
          result[0] += 0.018869765;
        }
      }
    }
  }
  if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)172) ) ) {
    if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)161) ) ) {
      if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)144) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)8) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1161) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
              result[0] += -0.00074517314;
            } else {
              result[0] += -0.040298562;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1805) ) ) {
              result[0] += 0.009099533;
            } else {
              result[0] += 0.00022163863;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += 0.011964134;
            } else {
              result[0] += -0.0045168493;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)64) ) ) {
              result[0] += -0.050389946;
            } else {
              result[0] += -0.011135007;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)352) ) ) {
          result[0] += 0.027932588;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)183) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += -0.0028899412;
            } else {
              result[0] += -0.012887336;
            }
          } else {
            result[0] += 0.029036565;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)148) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)240) ) ) {
          result[0] += -0.032805663;
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)102) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)61) ) ) {
              result[0] += 0.012646223;
            } else {
              result[0] += 0.0013644669;
            }
          } else {
            result[0] += -0.015988551;
          }
        }
      } else {
        result[0] += -0.0433455;
      }
    }
  } else {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)340) ) ) {
          result[0] += 0.019184498;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)641) ) ) {
            result[0] += -0.03447777;
          } else {
            result[0] += -0.014633178;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)24) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
            result[0] += -0.021100547;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1653) ) ) {
              result[0] += 0.024237657;
            } else {
              result[0] += -0.0046432316;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)425) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.021338303;
            } else {
              result[0] += -0.0042386497;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)28) ) ) {
              result[0] += -0.026272083;
            } else {
              result[0] += 0.001257788;
            }
          }
        }
      }
    } else {
      result[0] += -0.02851676;
    }
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
      if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.0050621442;
            } else {
              result[0] += 0.00715024;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += 0.013868938;
            } else {
              result[0] += -7.36342e-05;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.010307076;
            } else {
              result[0] += -0.0059177554;
            }
          } else {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.023201345;
            } else {
              result[0] += -0.013580921;
            }
          }
        }
      } else {
        result[0] += 0.025344554;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            result[0] += -0.03236096;
          } else {
            result[0] += -0.056474924;
          }
        } else {
          result[0] += -0.012607452;
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          result[0] += -0.02852167;
        } else {
          result[0] += 0.0128829805;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.31818181276) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)50) ) ) {
              result[0] += -0.030842258;
            } else {
              result[0] += -0.015684908;
            }
          } else {
            result[0] += -0.008630981;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75568181276) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.57142859697) ) ) {
              result[0] += 0.038241103;
            } else {
              result[0] += 0.012415945;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
              result[0] += -0.025794288;
            } else {
              result[0] += 0.013934733;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
            result[0] += 0.06824892;
          } else {
            result[0] += 0.031187374;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.006291188;
            } else {
              result[0] += 0.014378863;
            }
          } else {
            result[0] += 0.029629251;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)126) ) ) {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)75) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)3) ) ) {
              result[0] += 0.00018022096;
            } else {
              result[0] += 0.0073648742;
            }
          } else {
            if ( UNLIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)12) ) ) {
              result[0] += -0.029978896;
            } else {
              result[0] += -0.016268916;
            }
          }
        } else {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
              result[0] += 0.015037759;
            } else {
              result[0] += 0.0044613606;
            }
          } else {
            result[0] += -0.020427138;
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)7633) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)194) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.042016807944) ) ) {
              result[0] += 0.014535625;
            } else {
              result[0] += 0.0058506518;
            }
          } else {
            result[0] += -0.003390707;
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)306) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.02222222276) ) ) {
              result[0] += 0.0056468095;
            } else {
              result[0] += 0.011545211;
            }
          } else {
            result[0] += 0.021453815;
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83582091331) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.0106474245;
            } else {
              result[0] += -0.0013143454;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.017328082;
            } else {
              result[0] += 0.0044575087;
            }
          }
        } else {
          result[0] += -0.027198112;
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
          result[0] += -0.0026806989;
        } else {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            result[0] += -0.052205306;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += -0.01875758;
            } else {
              result[0] += 0.009223884;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
              result[0] += 0.0009188506;
            } else {
              result[0] += 0.02164992;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0386468;
            } else {
              result[0] += -0.0062058205;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)86) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)85) ) ) {
              result[0] += -0.0014392053;
            } else {
              result[0] += -0.023404023;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)87) ) ) {
              result[0] += 0.022382641;
            } else {
              result[0] += 0.00012695827;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)50) ) ) {
          result[0] += -0.03283434;
        } else {
          result[0] += 0.004027528;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
      result[0] += 0.020600112;
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
        result[0] += 0.013213101;
      } else {
        result[0] += 0.00030024713;
      }
    }
  }
  if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
    if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.72549021244) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.69999998808) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59493672848) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += -0.002863823;
            } else {
              result[0] += 0.0004164613;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)72) ) ) {
              result[0] += 0.015312284;
            } else {
              result[0] += -0.0019031622;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.71296298504) ) ) {
              result[0] += -0.02985838;
            } else {
              result[0] += -0.0133406175;
            }
          } else {
            result[0] += 0.00858795;
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.0035989955;
            } else {
              result[0] += 0.031509463;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)100) ) ) {
              result[0] += 0.023754023;
            } else {
              result[0] += 0.0050537884;
            }
          }
        } else {
          result[0] += -0.0104548875;
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7903226018) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
              result[0] += -0.026856124;
            } else {
              result[0] += 0.005177927;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
              result[0] += 0.0107432185;
            } else {
              result[0] += 0.023548834;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)123) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.01624515;
            } else {
              result[0] += -0.031884667;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
              result[0] += 0.022872234;
            } else {
              result[0] += -0.0073895254;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)104) ) ) {
            result[0] += 0.0025824616;
          } else {
            result[0] += 0.013847098;
          }
        } else {
          result[0] += 0.025244076;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83783781528) ) ) {
      if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += -0.004392585;
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += 0.016415058;
            } else {
              result[0] += -0.011420949;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.024430646;
            } else {
              result[0] += 0.005223735;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
          result[0] += -0.007168755;
        } else {
          result[0] += 0.0045466204;
        }
      }
    } else {
      if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)45) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84210526943) ) ) {
              result[0] += -0.020516938;
            } else {
              result[0] += 0.0012367332;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += 0.027001217;
            } else {
              result[0] += 0.009273149;
            }
          }
        } else {
          result[0] += -0.038923923;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85185188055) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)67) ) ) {
              result[0] += 0.021013346;
            } else {
              result[0] += 0.0061273794;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.012854973;
            } else {
              result[0] += 0.01557216;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
              result[0] += -0.026949365;
            } else {
              result[0] += 0.0049757026;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.0007937912;
            } else {
              result[0] += 0.012711703;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)394) ) ) {
    if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)4) ) ) {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)104) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -0.00015337227;
            } else {
              result[0] += 0.015473877;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
              result[0] += -0.014899746;
            } else {
              result[0] += 0.0008566083;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)285) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
              result[0] += 0.013358514;
            } else {
              result[0] += 0.037138544;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)118) ) ) {
              result[0] += -0.0006595585;
            } else {
              result[0] += 0.0057828682;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)7) ) ) {
          result[0] += -0.0229929;
        } else {
          result[0] += -0.010440602;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
            result[0] += 0.025735125;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)71) ) ) {
              result[0] += -0.012307673;
            } else {
              result[0] += -0.03922865;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)140) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)98) ) ) {
              result[0] += -0.00086589245;
            } else {
              result[0] += 0.015905086;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)934) ) ) {
              result[0] += -0.008615079;
            } else {
              result[0] += 0.008265412;
            }
          }
        }
      } else {
        result[0] += -0.052529212;
      }
    }
  } else {
    if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)437) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0025510203559) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
            result[0] += 0.002914238;
          } else {
            result[0] += 0.011298061;
          }
        } else {
          result[0] += 0.034593124;
        }
      } else {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.012051263;
            } else {
              result[0] += 0.008687819;
            }
          } else {
            result[0] += 0.016778197;
          }
        } else {
          result[0] += 0.025154015;
        }
      }
    } else {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += 0.0035268695;
            } else {
              result[0] += 0.015304677;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0060313632712) ) ) {
              result[0] += 0.00621888;
            } else {
              result[0] += -0.029998291;
            }
          }
        } else {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)519) ) ) {
              result[0] += 0.018996326;
            } else {
              result[0] += -0.008975741;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1133) ) ) {
              result[0] += 0.009102662;
            } else {
              result[0] += 0.00048558;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0039037084207) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
              result[0] += 0.02211393;
            } else {
              result[0] += 0.04735567;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += 0.020574434;
            } else {
              result[0] += -0.0018930485;
            }
          }
        } else {
          result[0] += -0.0323473;
        }
      }
    }
  }
  if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84375) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0039037084207) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0025862068869) ) ) {
              result[0] += 0.00018510068;
            } else {
              result[0] += -0.017831508;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.016018306836) ) ) {
              result[0] += 0.0102329925;
            } else {
              result[0] += 0.0014583234;
            }
          }
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += 0.005778249;
            } else {
              result[0] += -0.010961552;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += 0.0034438812;
            } else {
              result[0] += 0.022918873;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84722220898) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.84558820724) ) ) {
              result[0] += 0.004780629;
            } else {
              result[0] += 0.021285169;
            }
          } else {
            result[0] += 0.028869858;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += -0.026727963;
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.0039698775;
            } else {
              result[0] += -0.010622388;
            }
          }
        }
      }
    } else {
      result[0] += -0.021858037;
    }
  } else {
    result[0] += 0.02750135;
  }
  if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)52) ) ) {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.68421053886) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.41877254844) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.12396693975) ) ) {
              result[0] += 0.0028759798;
            } else {
              result[0] += -0.024286494;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.019013492;
            } else {
              result[0] += -0.020098714;
            }
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)28) ) ) {
              result[0] += -0.052491933;
            } else {
              result[0] += -0.01038494;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)40) ) ) {
              result[0] += -0.002946974;
            } else {
              result[0] += 0.006549783;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
              result[0] += -0.010464732;
            } else {
              result[0] += -0.034717735;
            }
          } else {
            result[0] += -0.064084075;
          }
        } else {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            result[0] += 0.025808388;
          } else {
            result[0] += -0.011943466;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.75568181276) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.021108180285) ) ) {
              result[0] += -0.01383771;
            } else {
              result[0] += 0.018250935;
            }
          } else {
            result[0] += -0.033677336;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85869562626) ) ) {
            result[0] += 0.021794494;
          } else {
            result[0] += -0.005600798;
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.00068073521834) ) ) {
              result[0] += 0.058310993;
            } else {
              result[0] += 0.030039493;
            }
          } else {
            result[0] += 0.012063335;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            result[0] += 0.008970846;
          } else {
            result[0] += 0.00068780925;
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87096774578) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.009604259;
            } else {
              result[0] += -0.023098616;
            }
          } else {
            result[0] += 0.011925344;
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)55) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += -0.0006649184;
            } else {
              result[0] += -0.019326156;
            }
          } else {
            result[0] += 0.027841995;
          }
        }
      } else {
        result[0] += -0.06035256;
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)231) ) ) {
        if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
              result[0] += 0.00031652316;
            } else {
              result[0] += 0.0052814893;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
              result[0] += -0.0010842362;
            } else {
              result[0] += -0.01704861;
            }
          }
        } else {
          result[0] += 0.030018577;
        }
      } else {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.0012665245;
            } else {
              result[0] += -0.0052343304;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0056818183511) ) ) {
              result[0] += 0.010781955;
            } else {
              result[0] += -0.0020428998;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
              result[0] += -1.1250999e-05;
            } else {
              result[0] += 0.009637109;
            }
          } else {
            result[0] += -0.0216441;
          }
        }
      }
    }
  }
  if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)6) ) ) {
    if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)56) ) ) {
      result[0] += 0.0035170503;
    } else {
      result[0] += 0.02748344;
    }
  } else {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)169) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)121) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)114) ) ) {
              result[0] += -7.0136346e-05;
            } else {
              result[0] += -0.011076232;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.0019376153;
            } else {
              result[0] += 0.012126687;
            }
          }
        } else {
          if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.001980074;
            } else {
              result[0] += 0.0027218014;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += -0.019455647;
            } else {
              result[0] += -0.004743749;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)9) ) ) {
          if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0017652250826) ) ) {
              result[0] += 0.017169211;
            } else {
              result[0] += 0.0052399053;
            }
          } else {
            result[0] += -0.010479464;
          }
        } else {
          result[0] += -0.014812173;
        }
      }
    } else {
      if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.60714286566) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1048) ) ) {
              result[0] += 0.015392019;
            } else {
              result[0] += -0.003426411;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
              result[0] += -0.013204865;
            } else {
              result[0] += 0.009643703;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)88) ) ) {
              result[0] += -0.012125924;
            } else {
              result[0] += 0.03335608;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.012013263;
            } else {
              result[0] += -0.026485506;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)170) ) ) {
          result[0] += -0.022150991;
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0035587188322) ) ) {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)55) ) ) {
              result[0] += -0.0071417275;
            } else {
              result[0] += 0.008667636;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.022160161;
            } else {
              result[0] += -0.0008471074;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)16) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17176318169) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)14) ) ) {
              result[0] += -0.02346717;
            } else {
              result[0] += -0.0032118594;
            }
          } else {
            result[0] += 0.020438045;
          }
        } else {
          result[0] += 0.03223702;
        }
      } else {
        if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
          result[0] += -0.04309996;
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)17) ) ) {
            result[0] += -0.037797224;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)18) ) ) {
              result[0] += 0.0013553709;
            } else {
              result[0] += 0.009419001;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)251) ) ) {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)14) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)379) ) ) {
              result[0] += -0.0008186494;
            } else {
              result[0] += 0.007582411;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += -0.0064298026;
            } else {
              result[0] += 0.0010448626;
            }
          }
        } else {
          result[0] += 0.026567167;
        }
      } else {
        result[0] += 0.025270006;
      }
    }
  } else {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)3) ) ) {
        if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)176) ) ) {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += 0.006684065;
            } else {
              result[0] += 0.016931249;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)244) ) ) {
              result[0] += -0.015126574;
            } else {
              result[0] += 0.009594864;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)179) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.03087174;
            } else {
              result[0] += 0.008085494;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += 0.014202255;
            } else {
              result[0] += -0.022358451;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2226) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)5) ) ) {
              result[0] += 0.036413312;
            } else {
              result[0] += 0.0026143533;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)756) ) ) {
              result[0] += -0.01888511;
            } else {
              result[0] += 0.015457082;
            }
          }
        } else {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)47) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)4) ) ) {
              result[0] += -0.01644281;
            } else {
              result[0] += 0.0013467352;
            }
          } else {
            result[0] += 0.011668911;
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
        result[0] += 0.028998403;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)81) ) ) {
            result[0] += -0.054501504;
          } else {
            result[0] += -0.01450323;
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
            result[0] += 0.034056216;
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)84) ) ) {
              result[0] += -0.024949228;
            } else {
              result[0] += -0.00036621245;
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
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.90909093618) ) ) {
              result[0] += 8.2027276e-05;
            } else {
              result[0] += 0.018668154;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)29) ) ) {
              result[0] += 0.008099174;
            } else {
              result[0] += 0.03312693;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.67857140303) ) ) {
              result[0] += 0.008021576;
            } else {
              result[0] += -0.0075479555;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += -0.014608823;
            } else {
              result[0] += 0.004405319;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.026434487;
            } else {
              result[0] += 0.013386965;
            }
          } else {
            result[0] += 0.049057778;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += -0.022560015;
          } else {
            result[0] += -6.209599e-06;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8253968358) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.031998422;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.009572994;
            } else {
              result[0] += -0.03901363;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.70731705427) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.34782609344) ) ) {
              result[0] += -0.0057999105;
            } else {
              result[0] += 0.023631567;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.027298335;
            } else {
              result[0] += 0.00020158903;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)49) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
              result[0] += 0.018510582;
            } else {
              result[0] += -0.00054880854;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.85454547405) ) ) {
              result[0] += -0.030725732;
            } else {
              result[0] += 0.008465228;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0023304739;
            } else {
              result[0] += 0.01975577;
            }
          } else {
            result[0] += 0.0018190313;
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
              result[0] += 0.0023332203;
            } else {
              result[0] += -0.019560827;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.80165290833) ) ) {
              result[0] += -0.04302835;
            } else {
              result[0] += 0.0075880415;
            }
          }
        } else {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.59259259701) ) ) {
              result[0] += -0.0054671443;
            } else {
              result[0] += 0.014392877;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)60) ) ) {
              result[0] += 0.005837617;
            } else {
              result[0] += 0.043266006;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)61) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)57) ) ) {
              result[0] += -0.006830906;
            } else {
              result[0] += -0.031216612;
            }
          } else {
            result[0] += 0.011191566;
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
              result[0] += 0.04924459;
            } else {
              result[0] += 0.015310222;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.076434866;
            } else {
              result[0] += 0.014944254;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)65) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.22901757061) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.001016196;
            } else {
              result[0] += -0.034499288;
            }
          } else {
            result[0] += -0.054823734;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.8256880641) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.023662617;
            } else {
              result[0] += 0.011650115;
            }
          } else {
            result[0] += -0.00021705753;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.040615033;
            } else {
              result[0] += 0.014000562;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
              result[0] += 0.002355077;
            } else {
              result[0] += 0.017267;
            }
          }
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0014271381;
            } else {
              result[0] += -0.0029249387;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81904762983) ) ) {
              result[0] += -0.0015917702;
            } else {
              result[0] += 0.014456324;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.20000000298) ) ) {
    if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)43) ) ) {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)27) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)22) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += -0.00079377706;
            } else {
              result[0] += -0.029814977;
            }
          } else {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
              result[0] += 0.004640016;
            } else {
              result[0] += 0.054609794;
            }
          }
        } else {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)34) ) ) {
              result[0] += -0.011481167;
            } else {
              result[0] += 0.008223246;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)33) ) ) {
              result[0] += 0.002095416;
            } else {
              result[0] += -0.02127601;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)54) ) ) {
          if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)48) ) ) {
              result[0] += 0.00952391;
            } else {
              result[0] += -0.0072028353;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)53) ) ) {
              result[0] += 0.012919626;
            } else {
              result[0] += 0.051196214;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.0071441117;
            } else {
              result[0] += -0.018513676;
            }
          } else {
            if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
              result[0] += -0.00044856156;
            } else {
              result[0] += -0.027410587;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)20) ) ) {
        result[0] += 0.024810312;
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1886) ) ) {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += 0.0058489856;
            } else {
              result[0] += 0.0002544149;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
              result[0] += -0.007997102;
            } else {
              result[0] += 0.00031187883;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2284) ) ) {
            result[0] += 0.023746936;
          } else {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.01493481;
            } else {
              result[0] += 0.0027086337;
            }
          }
        }
      }
    }
  } else {
    result[0] += 0.0231917;
  }
  if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)136) ) ) {
    if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)134) ) ) {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)30) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)4) ) ) {
          if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.7209302187) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.008968158;
            } else {
              result[0] += 0.006538085;
            }
          } else {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88059699535) ) ) {
              result[0] += 0.012568637;
            } else {
              result[0] += -0.0048561855;
            }
          }
        } else {
          if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)25) ) ) {
              result[0] += -0.011342655;
            } else {
              result[0] += -0.075714625;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += -0.015846698;
            } else {
              result[0] += 0.0044583436;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)75) ) ) {
              result[0] += -0.006394802;
            } else {
              result[0] += 0.0023128053;
            }
          } else {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.0055187657;
            } else {
              result[0] += -0.0092978915;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)82) ) ) {
            if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)3) ) ) {
              result[0] += 0.0055545676;
            } else {
              result[0] += 0.03979524;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)91) ) ) {
              result[0] += -0.010066322;
            } else {
              result[0] += 0.00020154829;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
            result[0] += 0.020609822;
          } else {
            result[0] += 0.012259515;
          }
        } else {
          if ( UNLIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
            result[0] += 0.019531827;
          } else {
            result[0] += 0.044425003;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)135) ) ) {
          result[0] += -0.0011759087;
        } else {
          result[0] += -0.0034868885;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)154) ) ) {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[8].missing != -1) && (data[8].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)3) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.78947371244) ) ) {
              result[0] += -0.0014768769;
            } else {
              result[0] += 0.02000704;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)138) ) ) {
              result[0] += -0.0015492792;
            } else {
              result[0] += -0.037100248;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)145) ) ) {
            result[0] += -0.037699968;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
              result[0] += -0.0071793445;
            } else {
              result[0] += -0.022370735;
            }
          }
        }
      } else {
        result[0] += -0.05505547;
      }
    } else {
      if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)110) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)400) ) ) {
              result[0] += 0.0020596848;
            } else {
              result[0] += 0.018028682;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)310) ) ) {
              result[0] += 0.020903971;
            } else {
              result[0] += 0.010339009;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)68) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1325) ) ) {
              result[0] += -0.00076876796;
            } else {
              result[0] += -0.014632061;
            }
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)530) ) ) {
              result[0] += -0.0009780797;
            } else {
              result[0] += 0.008442885;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)273) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.025477707386) ) ) {
              result[0] += -0.0049063675;
            } else {
              result[0] += 0.0047797277;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += 0.009551451;
            } else {
              result[0] += -0.03272022;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)433) ) ) {
            result[0] += 0.032177698;
          } else {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)3742) ) ) {
              result[0] += 0.0010194144;
            } else {
              result[0] += 0.02607722;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)2) ) ) {
    if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)411) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)105) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)307) ) ) {
              result[0] += -6.200943e-05;
            } else {
              result[0] += 0.009355425;
            }
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)105) ) ) {
              result[0] += 0.0146038635;
            } else {
              result[0] += -0.007913612;
            }
          }
        } else {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)675) ) ) {
              result[0] += -0.005655576;
            } else {
              result[0] += 0.0013360217;
            }
          } else {
            if ( UNLIKELY(  (data[14].missing != -1) && (data[14].fvalue < (float)1) ) ) {
              result[0] += -0.019975489;
            } else {
              result[0] += -0.00031201416;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
          result[0] += 0.042047974;
        } else {
          if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
              result[0] += 0.0020004683;
            } else {
              result[0] += 0.027397364;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
              result[0] += 0.043127947;
            } else {
              result[0] += 0.009143951;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)263) ) ) {
          result[0] += 0.018419864;
        } else {
          result[0] += 0.032082643;
        }
      } else {
        result[0] += 0.013355734;
      }
    }
  } else {
    if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)74) ) ) {
      if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)71) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)66) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)51) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
              result[0] += 0.0014922762;
            } else {
              result[0] += -0.02642863;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)56) ) ) {
              result[0] += -0.056565803;
            } else {
              result[0] += -0.0030486665;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)69) ) ) {
            result[0] += 0.038504083;
          } else {
            result[0] += -0.0069123576;
          }
        }
      } else {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
          result[0] += -0.06010134;
        } else {
          result[0] += -0.02039841;
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)165) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.019417475909) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)78) ) ) {
              result[0] += -0.014914885;
            } else {
              result[0] += 0.007180852;
            }
          } else {
            if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)89) ) ) {
              result[0] += 0.022091743;
            } else {
              result[0] += -0.009390978;
            }
          }
        } else {
          result[0] += 0.04443593;
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)369) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)323) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
              result[0] += -0.0028824874;
            } else {
              result[0] += -0.025856255;
            }
          } else {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += -0.03537968;
            } else {
              result[0] += -0.0036826704;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)393) ) ) {
            result[0] += 0.02081998;
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)17) ) ) {
              result[0] += -0.002270498;
            } else {
              result[0] += 0.0037786744;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
    if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
        if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)3) ) ) {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.82352942228) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.81578946114) ) ) {
              result[0] += -0.0015394399;
            } else {
              result[0] += -0.036637712;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83783781528) ) ) {
              result[0] += 0.013710009;
            } else {
              result[0] += 0.0010895063;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)609) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)141) ) ) {
              result[0] += 0.00020370938;
            } else {
              result[0] += -0.025538702;
            }
          } else {
            if ( LIKELY(  (data[2].missing != -1) && (data[2].fvalue < (float)5) ) ) {
              result[0] += 0.012695456;
            } else {
              result[0] += 0.0019564256;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)64) ) ) {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)63) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.00976142;
            } else {
              result[0] += -0.03901783;
            }
          } else {
            result[0] += -0.06537154;
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)192) ) ) {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)180) ) ) {
              result[0] += 0.011671577;
            } else {
              result[0] += 0.062416494;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0046224961989) ) ) {
              result[0] += -0.011656656;
            } else {
              result[0] += 0.012178447;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.83870965242) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)32) ) ) {
            if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.026268244;
            } else {
              result[0] += -0.0039398796;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)37) ) ) {
              result[0] += 0.021473268;
            } else {
              result[0] += 0.041996147;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)31) ) ) {
            result[0] += -0.00296238;
          } else {
            result[0] += -0.019600607;
          }
        }
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)44) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)996) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)334) ) ) {
              result[0] += -0.009180716;
            } else {
              result[0] += 0.01571027;
            }
          } else {
            result[0] += -0.03392833;
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.86956518888) ) ) {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
              result[0] += 0.002485217;
            } else {
              result[0] += -0.0035406926;
            }
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
              result[0] += -0.051981654;
            } else {
              result[0] += 0.0050954567;
            }
          }
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
        if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
          result[0] += -0.024175256;
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)46) ) ) {
            result[0] += 0.050561167;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)451) ) ) {
              result[0] += -0.04620713;
            } else {
              result[0] += 0.008035635;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)4) ) ) {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += 0.02182593;
            } else {
              result[0] += -0.017040951;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1117) ) ) {
              result[0] += 0.05255727;
            } else {
              result[0] += 0.025767848;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0012515644776) ) ) {
            result[0] += -0.02107234;
          } else {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.024351384;
            } else {
              result[0] += -0.00051440217;
            }
          }
        }
      }
    } else {
      if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)64) ) ) {
        result[0] += 0.028565574;
      } else {
        if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)164) ) ) {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)72) ) ) {
            result[0] += 0.0063675493;
          } else {
            if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)124) ) ) {
              result[0] += -0.034384247;
            } else {
              result[0] += -0.008781946;
            }
          }
        } else {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)10) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)890) ) ) {
              result[0] += 0.0025821181;
            } else {
              result[0] += 0.017212985;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0026178010739) ) ) {
              result[0] += -0.018143669;
            } else {
              result[0] += 0.0022167964;
            }
          }
        }
      }
    }
  }
  if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)125) ) ) {
    if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)10) ) ) {
      if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87570619583) ) ) {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.87368422747) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)41) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)39) ) ) {
              result[0] += 0.000280598;
            } else {
              result[0] += 0.008143479;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)76) ) ) {
              result[0] += -0.003272263;
            } else {
              result[0] += -0.00017854806;
            }
          }
        } else {
          if ( UNLIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)2) ) ) {
            result[0] += -0.06285126;
          } else {
            result[0] += 0.0038887055;
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.88888889551) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)80) ) ) {
              result[0] += -0.0021523254;
            } else {
              result[0] += 0.012195703;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)62) ) ) {
              result[0] += 0.010042889;
            } else {
              result[0] += 0.030760441;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)19) ) ) {
            result[0] += 0.019132232;
          } else {
            if ( UNLIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.89855074883) ) ) {
              result[0] += -0.011902313;
            } else {
              result[0] += 0.0007193671;
            }
          }
        }
      }
    } else {
      if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)443) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)193) ) ) {
          result[0] += -0.0048366883;
        } else {
          result[0] += 0.010144584;
        }
      } else {
        if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          result[0] += -0.026610285;
        } else {
          result[0] += -0.0033468727;
        }
      }
    }
  } else {
    if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
      result[0] += 0.026160002;
    } else {
      if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)480) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
          if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            result[0] += 0.0034541842;
          } else {
            result[0] += -0.015487886;
          }
        } else {
          result[0] += 0.0049976017;
        }
      } else {
        if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)2500) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)2) ) ) {
            result[0] += 0.022561442;
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.0116757965;
            } else {
              result[0] += 0.002726128;
            }
          }
        } else {
          result[0] += -0.004224528;
        }
      }
    }
  }
  if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.028393352404) ) ) {
    if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.011142061092) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0083102490753) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0081632649526) ) ) {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.007326007355) ) ) {
            if ( LIKELY(  (data[10].missing != -1) && (data[10].fvalue < (float)50) ) ) {
              result[0] += 0.0005444209;
            } else {
              result[0] += 0.009524387;
            }
          } else {
            if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
              result[0] += -0.018750057;
            } else {
              result[0] += -0.0024058223;
            }
          }
        } else {
          result[0] += 0.021768978;
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.008474576287) ) ) {
          if ( UNLIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
            result[0] += -0.06009977;
          } else {
            result[0] += -0.0055009783;
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.010607521981) ) ) {
            if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.0052049448714) ) ) {
              result[0] += -0.0056698383;
            } else {
              result[0] += 0.012290526;
            }
          } else {
            result[0] += -0.028342891;
          }
        }
      }
    } else {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.012383900583) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)167) ) ) {
            result[0] += 0.044910714;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)263) ) ) {
              result[0] += 0.0037587788;
            } else {
              result[0] += 0.027941069;
            }
          }
        } else {
          if ( LIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)130) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)96) ) ) {
              result[0] += 0.0065216147;
            } else {
              result[0] += 0.020295218;
            }
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)304) ) ) {
              result[0] += -0.00370735;
            } else {
              result[0] += 0.010427496;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.016129031777) ) ) {
          if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)274) ) ) {
              result[0] += 0.0020737061;
            } else {
              result[0] += -0.005761064;
            }
          } else {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.014234875329) ) ) {
              result[0] += 0.001965508;
            } else {
              result[0] += 0.020790866;
            }
          }
        } else {
          if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.023529412225) ) ) {
            if ( UNLIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += -0.0163109;
            } else {
              result[0] += -0.0038247693;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.025806451216) ) ) {
              result[0] += 0.0126927;
            } else {
              result[0] += 0.00045232938;
            }
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1088) ) ) {
      if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.09214092046) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.071984432638) ) ) {
          if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)828) ) ) {
              result[0] += -0.0031211497;
            } else {
              result[0] += -0.019634014;
            }
          } else {
            if ( UNLIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)131) ) ) {
              result[0] += -0.04016115;
            } else {
              result[0] += 0.003278831;
            }
          }
        } else {
          if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.00070422532735) ) ) {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.077777780592) ) ) {
              result[0] += -0.05480389;
            } else {
              result[0] += -0.017829573;
            }
          } else {
            if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
              result[0] += -0.015878985;
            } else {
              result[0] += 0.014625567;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.30000001192) ) ) {
          if ( LIKELY(  (data[16].missing != -1) && (data[16].fvalue < (float)1) ) ) {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += 0.014816651;
            } else {
              result[0] += -0.0053403364;
            }
          } else {
            result[0] += -0.0104508875;
          }
        } else {
          result[0] += -0.0074072294;
        }
      }
    } else {
      if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.058252427727) ) ) {
        if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.044303797185) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1444) ) ) {
            result[0] += 0.008920039;
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
              result[0] += -0.0060704793;
            } else {
              result[0] += 0.007734813;
            }
          }
        } else {
          if ( UNLIKELY(  (data[1].missing != -1) && (data[1].fvalue < (float)1662) ) ) {
            result[0] += 0.024355207;
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.051282051951) ) ) {
              result[0] += 0.011499715;
            } else {
              result[0] += 0.004668273;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[17].missing != -1) && (data[17].fvalue < (float)0.17826935649) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)77) ) ) {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2645) ) ) {
              result[0] += 0.0012888237;
            } else {
              result[0] += -0.009614611;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)2533) ) ) {
              result[0] += -0.01766646;
            } else {
              result[0] += -0.0024031259;
            }
          }
        } else {
          result[0] += 0.0076626353;
        }
      }
    }
  }
  if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)5) ) ) {
    if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)2) ) ) {
      if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[11].missing != -1) && (data[11].fvalue < (float)1) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)1269) ) ) {
            if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)104) ) ) {
              result[0] += -0.0016647084;
            } else {
              result[0] += 0.0024776189;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1535) ) ) {
              result[0] += -0.034653544;
            } else {
              result[0] += -0.0065528615;
            }
          }
        } else {
          if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1136) ) ) {
            if ( LIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.068965516984) ) ) {
              result[0] += 0.0019793245;
            } else {
              result[0] += -0.019569522;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1186) ) ) {
              result[0] += -0.037902374;
            } else {
              result[0] += -0.001372429;
            }
          }
        }
      } else {
        if ( LIKELY(  (data[13].missing != -1) && (data[13].fvalue < (float)1) ) ) {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)94) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)1) ) ) {
              result[0] += 0.004419036;
            } else {
              result[0] += -0.018885376;
            }
          } else {
            if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)102) ) ) {
              result[0] += 0.04664677;
            } else {
              result[0] += 0.0058222925;
            }
          }
        } else {
          result[0] += -0.0134639535;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)8) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)739) ) ) {
          if ( LIKELY(  (data[3].missing != -1) && (data[3].fvalue < (float)104) ) ) {
            if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
              result[0] += 0.0046728984;
            } else {
              result[0] += 0.0238367;
            }
          } else {
            if ( LIKELY(  (data[18].missing != -1) && (data[18].fvalue < (float)1) ) ) {
              result[0] += -0.0052107517;
            } else {
              result[0] += -0.020710897;
            }
          }
        } else {
          if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
            result[0] += 0.035907537;
          } else {
            if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)1291) ) ) {
              result[0] += -0.0024813258;
            } else {
              result[0] += 0.018980196;
            }
          }
        }
      } else {
        if ( UNLIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)12) ) ) {
          result[0] += -0.02783638;
        } else {
          if ( LIKELY(  (data[15].missing != -1) && (data[15].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.008928919;
            } else {
              result[0] += -0.003592233;
            }
          } else {
            result[0] += -0.022915652;
          }
        }
      }
    }
  } else {
    if ( LIKELY(  (data[9].missing != -1) && (data[9].fvalue < (float)1) ) ) {
      if ( LIKELY(  (data[6].missing != -1) && (data[6].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)6) ) ) {
          if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)5) ) ) {
            if ( LIKELY(  (data[12].missing != -1) && (data[12].fvalue < (float)1) ) ) {
              result[0] += 0.004571508;
            } else {
              result[0] += -0.004896957;
            }
          } else {
            if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0073800738901) ) ) {
              result[0] += 0.041975163;
            } else {
              result[0] += 0.002454573;
            }
          }
        } else {
          if ( UNLIKELY(  (data[7].missing != -1) && (data[7].fvalue < (float)0.0047058821656) ) ) {
            result[0] += -0.04237509;
          } else {
            result[0] += 0.0046702414;
          }
        }
      } else {
        if ( UNLIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)978) ) ) {
          result[0] += 0.044487774;
        } else {
          result[0] += -0.0033187435;
        }
      }
    } else {
      if ( LIKELY(  (data[5].missing != -1) && (data[5].fvalue < (float)2) ) ) {
        if ( LIKELY(  (data[0].missing != -1) && (data[0].fvalue < (float)98) ) ) {
          result[0] += -0.01864061;
        } else {
          result[0] += 0.006102151;
        }
      } else {
        result[0] += -0.034352455;
      }
    }
  }
}

