a = "a b"
