r = distinct([1, "1"])
