r = tomap()
