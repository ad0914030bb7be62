r = format("%s")

