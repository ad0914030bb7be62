r = f
