r = min(-(min(10)))
