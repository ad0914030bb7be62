r = replace(1, 1, 2)
