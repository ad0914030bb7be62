r = concat(null, [1])
