r = "-3" + tiny < "2.5" + length(nums)
