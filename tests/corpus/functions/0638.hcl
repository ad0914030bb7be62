r = regex("ff", "x\n")
