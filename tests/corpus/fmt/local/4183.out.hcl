req = "r"
n   = twice("x")
