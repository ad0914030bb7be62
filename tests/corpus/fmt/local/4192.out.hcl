req  = "r"
dynn = 1
reqq = 2
l {}
