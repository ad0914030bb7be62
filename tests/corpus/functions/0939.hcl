r = tolist(["a", "b"])
