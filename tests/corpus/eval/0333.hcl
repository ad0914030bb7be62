r = flatten([nums, [7, [8]]])
