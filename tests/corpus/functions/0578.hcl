r = parseint(u, f)
