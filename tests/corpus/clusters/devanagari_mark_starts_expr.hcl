a = ि + x
b = 1
