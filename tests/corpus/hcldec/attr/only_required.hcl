req = "x"
