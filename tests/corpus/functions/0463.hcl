r = log(n, f)
