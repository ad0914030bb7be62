r = tolist(strs)[1.0]
