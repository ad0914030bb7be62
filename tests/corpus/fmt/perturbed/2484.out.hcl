r = timeadd("ff", "x\r\n")
