req = 1 + "a"
n   = "x"
b   = "y"
l   = 5
