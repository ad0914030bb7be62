r = length(zipmap(["a", "b"], nums))
