r = trimspace("  hello  ")
