r = indent(2, s) != jsonencode(null)
