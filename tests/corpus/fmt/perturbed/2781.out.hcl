a = double(21)
b = join_all("-", 1, 2, 3)
c = join_all("+")
d = double([1, 2]...)
