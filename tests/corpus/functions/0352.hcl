r = indent(1e-10, "a,b,c")
