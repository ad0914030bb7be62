r = contains(["a", "b"], "c")
