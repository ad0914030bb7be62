r = trimspace(s)
