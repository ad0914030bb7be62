r = trimspace(-1)
