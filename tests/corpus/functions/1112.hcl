r = zipmap([1, 2], ["x", "y"])
