r = split(",", "")
