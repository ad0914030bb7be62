r = "1e2" + nums[0] % f
