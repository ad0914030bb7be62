r = t || n
