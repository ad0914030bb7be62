r = max((10) * (nums[0]), nums[0])
