req = "r"
o = { b = [] }
