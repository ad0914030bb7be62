r = min(nums...)
