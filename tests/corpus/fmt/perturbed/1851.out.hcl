r = split("", "")
