r = sort(obj.port < 2 ? tolist(toset([])) : split("", strs[1]))
