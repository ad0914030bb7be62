r = regex("x\n", "  x  ")
