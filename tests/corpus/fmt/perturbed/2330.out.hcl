r = formatdate("Hello World", "x\n")
