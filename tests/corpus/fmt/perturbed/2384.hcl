r =    max(nums...)
