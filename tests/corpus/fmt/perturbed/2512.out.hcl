r = trim("x\n", "%s")
