r = strs[*]
