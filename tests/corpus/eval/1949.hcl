r = format("%05.1f:%s", 0.5, 1.5 >= nums[0])
