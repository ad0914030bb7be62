a = 1
b = x ? 1 2
c = "%{wat}"
