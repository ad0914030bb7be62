r = sort(tolist(strs))
