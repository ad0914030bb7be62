v = .[a]
b
