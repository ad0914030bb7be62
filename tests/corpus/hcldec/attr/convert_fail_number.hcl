req = "x"
n = "abc"
