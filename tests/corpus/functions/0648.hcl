r = regex_replace("ff", "hello", "x\n")
