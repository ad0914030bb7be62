req = "r"
o   = { a = "x", b = [] }
