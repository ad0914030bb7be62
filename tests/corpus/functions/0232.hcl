r = floor("2.9")
