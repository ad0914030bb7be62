r = slice(tolist(["x",    "y"]),1,  2)
