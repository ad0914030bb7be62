req = "x
