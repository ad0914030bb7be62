req = "r"
o   = { b = [] }
