r = join("-", toset(["b", "a"]))
