r = strrev("x\r\n")
