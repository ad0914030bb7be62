a = f(v ? a, b c)
