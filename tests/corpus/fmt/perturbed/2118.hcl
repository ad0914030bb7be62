r =  hasindex(smap, 0)  ?  regexall("\\d+", "a1b22c333"): jsondecode("{\"a\": 1, \"b\": [true, null]}")
