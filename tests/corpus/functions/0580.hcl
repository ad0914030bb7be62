r = parseint("x\r\n", 1)
