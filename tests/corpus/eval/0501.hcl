r = range(3) == null ? sethaselement(toset(distinct(keys(smap))), objs[0].name) : obj.enabled && true || "plain" != "esc \n \t \" \\ \u00e9 \U0001F600"
