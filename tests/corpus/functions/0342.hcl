r = indent(2, "")
