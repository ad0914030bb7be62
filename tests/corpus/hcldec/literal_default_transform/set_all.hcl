port = 1
mode = "m"
half = 21
name = "bob"
