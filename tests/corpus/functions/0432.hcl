r = keys([1])
