r = contains([1])
