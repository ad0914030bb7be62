r = pow("a", 2)
