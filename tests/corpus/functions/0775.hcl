r = setunion([1])
