r = [for x in flatten([nums, [7, [8]]]) : -x]
