r = trimspace()
