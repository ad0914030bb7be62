r = keys(merge(nums))
