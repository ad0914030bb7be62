a = foo:::bar(x)
