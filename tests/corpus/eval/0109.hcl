r = zipmap(["a"], [1, 2])
