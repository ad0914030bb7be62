r = tolist()
