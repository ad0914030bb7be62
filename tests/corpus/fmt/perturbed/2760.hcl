a  =x.0
b=    x.1.y
c  = x.y.2
