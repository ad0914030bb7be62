x
e = t(e
