u=r::.
b = 1
c = f(1)
d
