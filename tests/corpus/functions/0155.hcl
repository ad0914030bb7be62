r = contains([[1]], [1])
