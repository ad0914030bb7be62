r = t
