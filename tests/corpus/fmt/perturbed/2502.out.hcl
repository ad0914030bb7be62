r = toset([1, "1"])
