r = parseint("-101", 8) + element(objs[*].size, 1) - (floor(tiny))
