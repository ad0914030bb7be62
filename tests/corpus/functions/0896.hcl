r = substr("x\r\n", f, -2.5)
