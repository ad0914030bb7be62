r = strs[*][0]
