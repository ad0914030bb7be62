r = tolist ("a")
