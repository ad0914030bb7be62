r = concat(nums, nums)
