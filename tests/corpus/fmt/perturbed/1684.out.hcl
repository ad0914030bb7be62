r = [for x in [3, nums[0], big] : x + n if x > 2]
