r = zipmap(["a"])
