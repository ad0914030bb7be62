r = max(nums...)
