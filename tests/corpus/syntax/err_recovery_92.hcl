e=((vv)v+=
c = (1)
d
