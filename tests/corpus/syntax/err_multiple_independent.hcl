a = 
b = 2
c = [
d = 4
e = )
