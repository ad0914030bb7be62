r = zipmap(tolist([]), tolist([]))
