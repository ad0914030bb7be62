a = foo::bar
b = 1
