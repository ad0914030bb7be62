r = indent(2, null)
