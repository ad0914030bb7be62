r = abs(null)
