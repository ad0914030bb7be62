r = strs[0] * 2 < nums[0]
