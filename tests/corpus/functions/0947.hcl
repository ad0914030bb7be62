r = tolist([null, 1])
