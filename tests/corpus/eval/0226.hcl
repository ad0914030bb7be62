r = 0.5 < true + 1 ? indent(2, s) : floor(tiny)
