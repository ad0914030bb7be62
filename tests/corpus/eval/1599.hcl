r = int(1e3) == nums[2]
