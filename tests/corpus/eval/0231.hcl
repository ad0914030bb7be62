r = slice(strs, 0, 2)
