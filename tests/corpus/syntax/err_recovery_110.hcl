x
e = f(g(
