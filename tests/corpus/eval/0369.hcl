r = hasindex(nums, "a")
