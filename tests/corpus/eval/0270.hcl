r = slice(keys(zipmap(strs, [1, 2])), 0, 2)
