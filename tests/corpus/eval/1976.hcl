r = [for i, x in chunklist(true ? nums : nums, 0) : x * 2 if x > 2]
