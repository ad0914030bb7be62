r = slice([], 0, 1)
