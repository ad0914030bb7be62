r = concat([])
