r = abs()
