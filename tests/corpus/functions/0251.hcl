r = format("%e", 12345.678)
