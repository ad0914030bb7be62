r = formatlist("17", "  x  ", "Hello World", "")
