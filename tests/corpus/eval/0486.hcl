r = min(length(tolist(toset(tolist(toset(["x", "y"]))))), 10)
