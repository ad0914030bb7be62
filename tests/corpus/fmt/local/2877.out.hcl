r = lookup({ a = 1 }, "ff", "  x  ")
