req = "r
n = 1
