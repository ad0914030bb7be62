r = smap["zz"]
