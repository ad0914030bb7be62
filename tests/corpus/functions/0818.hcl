r = sort(["b", "a", "c"])
