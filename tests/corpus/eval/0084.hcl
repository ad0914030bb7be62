r = contains(distinct(nested[0]), floor(nums[4]))
