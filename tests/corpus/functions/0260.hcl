r = format(null, 1)
