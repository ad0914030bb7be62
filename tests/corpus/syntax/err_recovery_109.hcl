x
e = f(a ? b :
