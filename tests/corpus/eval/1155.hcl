r = slice(slice(strs, 1, 1), 0, 1)
