r = element(["a", "b", "c"], 3)
