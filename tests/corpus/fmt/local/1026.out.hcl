r = true || t && hasindex(nums, 0) ? slice(concat([], objs[*].name), 1, 1) : { (s) = upper(smap["b"]) }
