a = xൎ.y
b = 1
