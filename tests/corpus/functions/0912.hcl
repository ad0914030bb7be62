r = timeadd(u, "x\n")
