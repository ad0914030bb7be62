r = abs("x")
