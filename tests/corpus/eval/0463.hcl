r = slice([], 1, 1)
