r = abs(true)
