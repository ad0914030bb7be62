c000 = px00
c001 = strlen(px00)
c002 = px00 == "zzhttps://"
c003 = "q/${px00}"
c004 = px01
c005 = strlen(px01)
c006 = px01 == "zzabc"
c007 = "q/${px01}"
c008 = px02
c009 = strlen(px02)
c010 = px02 == "zzabc-"
c011 = "q/${px02}"
c012 = px03
c013 = strlen(px03)
c014 = px03 == "zzé"
c015 = "q/${px03}"
c016 = px04
c017 = strlen(px04)
c018 = px04 == "zza\r\n"
c019 = "q/${px04}"
c020 = px05
c021 = strlen(px05)
c022 = px05 == "zza1"
c023 = "q/${px05}"
c024 = px06
c025 = strlen(px06)
c026 = px06 == "zza<"
c027 = "q/${px06}"
c028 = px07
c029 = strlen(px07)
c030 = px07 == "zzx="
c031 = "q/${px07}"
c032 = px08
c033 = strlen(px08)
c034 = px08 == "zz日本"
c035 = "q/${px08}"
c036 = px09
c037 = strlen(px09)
c038 = px09 == "zz日本/"
c039 = "q/${px09}"
c040 = px10
c041 = strlen(px10)
c042 = px10 == "zzé"
c043 = "q/${px10}"
c044 = px11
c045 = strlen(px11)
c046 = px11 == "zza "
c047 = "q/${px11}"
c048 = px12
c049 = strlen(px12)
c050 = px12 == "zza\t"
c051 = "q/${px12}"
c052 = px13
c053 = strlen(px13)
c054 = px13 == "zz👍"
c055 = "q/${px13}"
c056 = px14
c057 = strlen(px14)
c058 = px14 == "zz👍/"
c059 = "q/${px14}"
c060 = px15
c061 = strlen(px15)
c062 = px15 == "zzab́c/"
c063 = "q/${px15}"
c064 = px16
c065 = strlen(px16)
c066 = px16 == "zz한국"
c067 = "q/${px16}"
c068 = px17
c069 = strlen(px17)
c070 = px17 == "zza.b"
c071 = "q/${px17}"
c072 = px18
c073 = strlen(px18)
c074 = px18 == "zzΩ"
c075 = "q/${px18}"
c076 = px19
c077 = strlen(px19)
c078 = px19 == "zza\n"
c079 = "q/${px19}"
c080 = px20
c081 = strlen(px20)
c082 = px20 == "zzC:\\"
c083 = "q/${px20}"
c084 = px21
c085 = strlen(px21)
c086 = px21 == "zzx_"
c087 = "q/${px21}"
c088 = px22
c089 = strlen(px22)
c090 = px22 == "zzv1.2"
c091 = "q/${px22}"
c092 = px23
c093 = strlen(px23)
c094 = px23 == "zz("
c095 = "q/${px23}"
c096 = px24
c097 = strlen(px24)
c098 = px24 == "zzk=v;"
c099 = "q/${px24}"
