r = tomap(-1)
