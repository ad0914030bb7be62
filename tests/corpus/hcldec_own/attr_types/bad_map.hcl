req = "r"
m = ["a"]
