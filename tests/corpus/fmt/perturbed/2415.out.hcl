r = regex("x\r\n", "true")
