r = length([1, "a"])
