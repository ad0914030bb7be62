r=strs[*][0]
