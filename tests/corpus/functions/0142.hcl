r = concat(["a", "b"]...)
