r = split("x\r\n", "üñí")
