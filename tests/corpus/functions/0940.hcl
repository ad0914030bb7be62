r = tolist([1, "a"])
