r = zipmap(["a", "b"], nums)
