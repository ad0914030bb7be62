half = "x"
