r = tolist(false)
