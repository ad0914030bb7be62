req  = "r"
ss   = 1
reqq = 2
l {}
