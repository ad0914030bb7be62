r = split(",")
