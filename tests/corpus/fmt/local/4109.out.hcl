req  = "x"
nope = 1
