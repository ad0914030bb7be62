r = nums[nul]
