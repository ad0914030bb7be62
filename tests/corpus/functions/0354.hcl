r = indent(neg, "x\n")
