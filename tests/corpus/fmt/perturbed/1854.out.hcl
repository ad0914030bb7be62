r = n.0
