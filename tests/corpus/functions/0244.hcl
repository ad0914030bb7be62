r = format("%.2f", 3.14159)
