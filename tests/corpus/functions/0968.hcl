r = tomap([1, "a"])
