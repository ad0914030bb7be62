r =    smap.nope
