r = format("x\n", [1, "a"], [], [1, "a"], "Hello World")
