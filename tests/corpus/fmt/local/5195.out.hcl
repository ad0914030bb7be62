s  = 1
n  = "2.5"
b  = "true"
l  = [1, "2"]
st = ["b", "a", "b"]
mp = { x = 1, y = 2 }
o  = { a = 1, b = "x", extra = true }
t  = [1, "x"]
