req = "r"
t = ["a"]
