r = "b"
