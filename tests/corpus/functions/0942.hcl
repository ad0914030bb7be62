r = tolist(toset(["b", "a"]))
