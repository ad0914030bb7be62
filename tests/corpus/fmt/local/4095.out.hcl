req = "x"
n   = "12"
