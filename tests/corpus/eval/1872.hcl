r = tolist([])
