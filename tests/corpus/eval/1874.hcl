r = smap.a != format("%05.1f:%s", 2, false)
