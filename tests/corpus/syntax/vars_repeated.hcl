a = x + x + x.y
