r = hasindex(strs, 9) && { for i, o in objs : o.name => o.size... } == chunklist([1, 2, 3], 0) || lookup(smap, "zz", "default") == strs[1]
