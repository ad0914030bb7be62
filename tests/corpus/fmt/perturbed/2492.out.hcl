r = tolist("a")
