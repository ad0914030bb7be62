r = slice(sort(strs), 0, 2)
