r = nums["1"] + nums[true]
