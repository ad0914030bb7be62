x = indent(2147483648, "a\n")
