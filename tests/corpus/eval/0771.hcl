r = format("%d", "x")
