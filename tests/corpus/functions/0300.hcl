r = formatdate("  x  ", "x\r\n")
