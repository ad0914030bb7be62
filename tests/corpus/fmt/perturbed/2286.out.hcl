r = compact(tolist(strs))
