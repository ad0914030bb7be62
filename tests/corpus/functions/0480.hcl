r = lookup([1], "0", 1)
