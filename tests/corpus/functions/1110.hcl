r = zipmap(null, [1])
