r = true ? {} : ["x", "y"]
