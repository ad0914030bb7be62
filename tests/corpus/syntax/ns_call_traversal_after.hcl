a = ns::f(x).y[0]
