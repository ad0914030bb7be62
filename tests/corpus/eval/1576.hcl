r = [nums[0]]
