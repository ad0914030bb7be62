s = "x"
