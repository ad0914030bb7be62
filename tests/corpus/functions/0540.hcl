r = merge(nums...)
