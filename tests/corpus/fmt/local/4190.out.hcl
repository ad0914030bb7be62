req = "r"
n   = nofunc(1)
