r = tolist(null)
