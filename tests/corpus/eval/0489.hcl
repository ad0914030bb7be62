r = max(n, n, -1) - pow(f, 2)
