r = indent(0, "a\nb")
