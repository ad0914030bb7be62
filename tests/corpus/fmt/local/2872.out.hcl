r = lookup({ a = 1 }, "true", "Hello World")
