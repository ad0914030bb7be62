r = split(null, "a")
