r = ceil(nums[2])
