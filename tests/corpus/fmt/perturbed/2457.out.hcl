r = slice(null, 0, 1)
