t""
e=f(1 2)
b
