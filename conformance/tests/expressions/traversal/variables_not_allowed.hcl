a = x.y
