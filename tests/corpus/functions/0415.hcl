r = jsonencode(toset(["b", "a"]))
