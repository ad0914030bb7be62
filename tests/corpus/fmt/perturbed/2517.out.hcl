r = trimspace("\n\thello\r\n")
