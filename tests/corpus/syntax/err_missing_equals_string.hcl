a "b"
