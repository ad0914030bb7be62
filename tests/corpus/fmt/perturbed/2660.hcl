req =    "r"

n    = "abc"
