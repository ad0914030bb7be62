r = trimspace(1)
