r = zipmap(strs, [1, 2])
