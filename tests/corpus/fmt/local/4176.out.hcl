req = "r"
l   = ["a", ["b"]]
