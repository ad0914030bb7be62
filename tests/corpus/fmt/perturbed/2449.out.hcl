r = setunion([1, 2], [2, 3])
