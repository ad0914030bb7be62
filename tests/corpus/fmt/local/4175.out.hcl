req = "r"
b   = 1
