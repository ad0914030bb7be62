r = distinct([[1], [2, 3]])
