r = indent(null, "a")
