r = join("", [strs[1], smap["b"], empty])
