r = setunion(nums...)
