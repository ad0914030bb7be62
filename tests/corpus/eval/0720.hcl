r = nums[2] + length(regexall("\\d+", "a1b22c333"))
