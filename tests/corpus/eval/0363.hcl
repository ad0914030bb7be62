r = slice(fl ? keys(smap) : ["x", "y"], 0, 2)
