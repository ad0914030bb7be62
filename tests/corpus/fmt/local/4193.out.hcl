req = "r"
s   = 12
n   = "3.5"
b   = "false"
l   = [1, true, "x"]
st  = [3, 1, 3, 2]
m   = { a = 1, b = "two" }
o   = { a = "4", b = [true, "false"], extra = 1 }
t   = [1, "2"]
dyn = { x = [1, { y = null }] }
ld  = [1, "a"]
