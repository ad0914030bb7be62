r = join(", ", slice(fl ? values(smap) : ["x", "y"], 1, 1))
