r = indent(2, "a\n")
