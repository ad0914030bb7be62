r = tolist([1, 2, 3])
