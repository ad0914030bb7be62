r = trimprefix("x\r\n", "true")
