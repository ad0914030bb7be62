r = "1e2" + nums[1]
