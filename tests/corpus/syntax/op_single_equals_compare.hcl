a = x = y
