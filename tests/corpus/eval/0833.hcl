r = indent(2, s)
