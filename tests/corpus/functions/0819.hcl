r = sort([3, 1, 2])
