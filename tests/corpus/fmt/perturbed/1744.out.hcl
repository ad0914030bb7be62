r = strs[0] * 2
