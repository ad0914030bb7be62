a = f(v ? a)u
