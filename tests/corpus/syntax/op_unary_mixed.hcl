a = -!x
b = !-x
c = !x.y[0]
