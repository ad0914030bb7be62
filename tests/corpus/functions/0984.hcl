r = toset(["b", "a", "b"])
