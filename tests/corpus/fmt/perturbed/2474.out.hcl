r = strrev("x\n")
