a = x & y
