r = zipmap([], [])
