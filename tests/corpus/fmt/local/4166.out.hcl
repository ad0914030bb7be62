a      = 1
b      = "x"
first  = "f"
second = 2
top    = [1]
