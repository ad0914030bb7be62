r = setsymmetricdifference(["a"], ["b"], ["a", "c"])
