r = false && nums[10]
