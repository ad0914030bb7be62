req = "x"
tu  = ["a", 1]
