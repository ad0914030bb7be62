r = strs[5]
