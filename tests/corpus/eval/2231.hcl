r = tolist(strs)[*]
