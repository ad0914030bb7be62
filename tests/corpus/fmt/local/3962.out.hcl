req = "x"
n   = "abc"
