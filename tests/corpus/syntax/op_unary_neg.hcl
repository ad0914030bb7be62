a = -x
b = --x
c = -(-x)
