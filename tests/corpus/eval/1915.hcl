r = try(-s, try(strs[0] * 2, nums[0]))
