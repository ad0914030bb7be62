req = "r"
n   = "abc"
