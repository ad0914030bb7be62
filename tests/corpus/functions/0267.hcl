r = format("%s", 1.5)
