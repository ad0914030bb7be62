r = format("%v", toset(["b", "a"]))
