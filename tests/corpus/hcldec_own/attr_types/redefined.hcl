req = "a"
req = "b"
