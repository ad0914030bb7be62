r = format("%d", 5.5)
