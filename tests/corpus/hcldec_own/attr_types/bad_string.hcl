req = ["x"]
