r = timeadd("x\r\n", "%s")
