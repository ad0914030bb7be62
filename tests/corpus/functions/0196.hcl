r = element(["a", "b", "c"], -1)
