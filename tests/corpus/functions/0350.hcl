r = indent(n, "1e3")
