r = n
