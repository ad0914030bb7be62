r = flatten([])
