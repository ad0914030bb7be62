r = format("%s %s", "a")
