a = [for x in [1] : x if "y"]
