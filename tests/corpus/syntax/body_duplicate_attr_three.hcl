a = 1
b = 2
a = 3
a = 4
