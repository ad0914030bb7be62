r = setsymmetricdifference([1, "a"], "Hello World", tolist([]), [null], ["a", "b"])
