a = f(x).y[0]
