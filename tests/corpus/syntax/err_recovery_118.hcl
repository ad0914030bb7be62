x
e = a::b::f(1, 
