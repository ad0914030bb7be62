x = indent(-1, "a\n")
