a = "a	b"
