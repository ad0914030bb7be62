r    = strrev("x\n")
