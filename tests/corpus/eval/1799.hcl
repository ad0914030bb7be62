r = can(-s)
