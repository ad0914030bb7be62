r = setunion(toset(["b"]), ["a"])
