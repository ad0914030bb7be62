r = join(["a", "b"]...)
