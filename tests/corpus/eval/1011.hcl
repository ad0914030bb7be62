r = split("", strs[1])[0]
