r = strlen("x\n")
