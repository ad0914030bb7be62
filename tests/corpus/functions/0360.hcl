r = int(null)
