r = replace(trimprefix(1, 2, 3), "l", "_")
