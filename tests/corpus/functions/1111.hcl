r = zipmap(["a"], null)
