r = indent(4, "single")
