r = strs[1]
