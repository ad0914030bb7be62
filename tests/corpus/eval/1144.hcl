r = t || !s
