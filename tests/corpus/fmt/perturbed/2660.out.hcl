req = "r"

n = "abc"
