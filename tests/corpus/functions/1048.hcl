r = trimspace(null)
