r = [for i, x in [for x in flatten([nums, [7, [8]]]) : x * 2 if x > 2] : -x if x % 2 == 0]
