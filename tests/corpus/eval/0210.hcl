r = tostring(format("%t %s", lookup(smap, "a", "default"), try(nums[nul], pow(2, 0.5))))
