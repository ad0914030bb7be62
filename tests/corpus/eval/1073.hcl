r = title(strs[1])
