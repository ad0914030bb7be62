r = "a"
