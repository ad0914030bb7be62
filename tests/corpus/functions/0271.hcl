r = format("%*d", 5, 1)
