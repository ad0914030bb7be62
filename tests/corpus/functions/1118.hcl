r = zipmap([[1], [2, 3]], null)
