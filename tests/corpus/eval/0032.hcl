r = true || (1 / 0 > 0)
