x = format("%b", 1e9999999)
