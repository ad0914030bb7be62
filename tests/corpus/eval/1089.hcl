r = parseint("zz", 36) + floor(element([], 0))
