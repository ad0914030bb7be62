r = [3, hasindex(smap, 0) ? element(objs.*.tags, 7) : tonumber(null), -(nums[0]) - (int(1e3))]
