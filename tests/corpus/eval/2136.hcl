r = sethaselement(toset(slice([empty], 1, 1)), lookup(smap, "zz", "default"))
