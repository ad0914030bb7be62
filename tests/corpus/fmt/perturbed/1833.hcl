r    =  tostring(  lookup(smap, "a",    "default"))
