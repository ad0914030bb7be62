r = tolist([1, [2]])
