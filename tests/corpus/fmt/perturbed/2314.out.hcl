r = floor([])
