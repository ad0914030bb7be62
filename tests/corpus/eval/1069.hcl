r = try(nums["1"] + nums[true], 100) > try(-s, nums[2])
