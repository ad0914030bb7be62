r = min(-1)
