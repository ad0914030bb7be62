req = "r"
st = ["x"]
