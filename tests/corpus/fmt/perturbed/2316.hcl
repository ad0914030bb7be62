r = format("%d",  5)
