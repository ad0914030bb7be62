req = "r"
st  = ["x"]
