r = concat([], [])
