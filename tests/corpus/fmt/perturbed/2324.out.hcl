r = format("x\n", "Hello World", 2.5, "")
