r = element([1, "a"], 1)
