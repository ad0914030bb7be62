r = [false ? 007 : -1, nums[1]]
