x = format("%f", 1e9999999)
