req = "r"
m   = ["a"]
