x = format("%d", 1e9999999)
