r = t || s > 1
