r = length([])
