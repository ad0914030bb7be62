r = indent(n, "")

