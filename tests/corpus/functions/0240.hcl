r = format("%s", "x")
