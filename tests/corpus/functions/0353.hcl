r = indent(n, "")
