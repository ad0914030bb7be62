a = (x).y
b = (x + y).z
