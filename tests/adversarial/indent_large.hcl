x = indent(100000000, "a\nb\nc\nd\n")
