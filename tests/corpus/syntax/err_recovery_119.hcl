x
e = ns::f(
