r = "-3" + nums.9
