r = strrev(indent(2, "a\nb\nc"))
