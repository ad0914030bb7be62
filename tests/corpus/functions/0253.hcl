r = format("%s")
