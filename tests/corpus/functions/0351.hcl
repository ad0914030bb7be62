r = indent(-2.5)
