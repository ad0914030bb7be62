r = setproduct([1, "a"], [true])
