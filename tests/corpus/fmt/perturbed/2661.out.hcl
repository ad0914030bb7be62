req = "r"
t   = ["a"]
