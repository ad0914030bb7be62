r = contains(["a", "b"], "a")
