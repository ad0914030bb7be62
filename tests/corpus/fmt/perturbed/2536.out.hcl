r = zipmap([1, "a"], [true, false])
