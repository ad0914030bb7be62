req = "r"
n = "abc"
