r = flatten([[1, 2], [3], []])
