r = tolist(nums).*
