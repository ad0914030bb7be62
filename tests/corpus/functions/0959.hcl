r = tomap([1])
