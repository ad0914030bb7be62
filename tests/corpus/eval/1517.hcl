r = t || hasindex(n, 0) || obj.enabled || obj.enabled ? tonumber("12.5") : "-3" + 0.1 >= nums[2]
