a = foo::bar(x)
