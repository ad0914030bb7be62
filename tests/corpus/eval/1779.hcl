r = zipmap(["a", "b"], [1, 2])
