r = f / 2
