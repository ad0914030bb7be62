a = [1, 2
b = { x = 1 y = 2 }
c = f(1 2)
d = x ? 1 2
e = x.
f = "%{ if x }yes"
