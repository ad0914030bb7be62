r = "1e2" + pow(f, 0)
