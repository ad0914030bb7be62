r = [tostring(true), obj["tags"]["team"], lookup(smap, "zz", "default")]
