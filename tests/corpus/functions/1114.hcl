r = zipmap(["a", "b"], [1, "x"])
