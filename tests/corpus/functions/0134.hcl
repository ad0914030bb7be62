r = concat(tolist([1]), tolist([2]))
