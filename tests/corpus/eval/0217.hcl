r = split("", "true")
