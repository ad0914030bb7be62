r = distinct(["a", "b", "a"])
