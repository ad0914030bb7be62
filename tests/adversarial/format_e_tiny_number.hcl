x = format("%.3e", 1e-9999999)
