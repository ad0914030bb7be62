r = a || b > c
p = (a || b) > c

