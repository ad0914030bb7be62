r = strs[0].x
