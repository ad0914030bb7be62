a = foo::1(x)
