r = format("%f", 1)
