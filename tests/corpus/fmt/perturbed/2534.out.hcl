r = zipmap(["a", null], [1, 2])
