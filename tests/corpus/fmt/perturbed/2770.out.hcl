a = x[0]
b = x["s"]
c = x[1.5]
d = x[true]
