r = format("%v|%v", ["x", "y"][1], nums[1])
