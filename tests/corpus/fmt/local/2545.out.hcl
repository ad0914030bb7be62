r = contains({ a = 1 }, "Hello World")
