r = zipmap(tolist([]), false)
