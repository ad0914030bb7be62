r = trimspace("a b")
