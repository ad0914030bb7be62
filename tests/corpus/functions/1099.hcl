r = values([1])
