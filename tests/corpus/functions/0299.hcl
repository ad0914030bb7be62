r = formatdate("x\r\n", "hello")
