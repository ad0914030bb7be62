r = upper("x\r\n")
