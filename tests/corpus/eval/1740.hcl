r = contains(nums, "10")
