r = tostring(nums)
