r = s > 1
