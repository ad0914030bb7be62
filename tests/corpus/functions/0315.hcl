r = formatlist("x\r\n", 0, 1)
