r = concat(1, [2])
