a = f(x, g(y.z), ws...)
