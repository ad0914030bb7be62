r = trimprefix("  x  ", "1e3")
