r = trimspace(join(", ", []))
