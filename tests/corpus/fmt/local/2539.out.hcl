r = contains({ a = 1 }, "a")
