r = indent(2)
