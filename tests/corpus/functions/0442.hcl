r = length([1, 2])
