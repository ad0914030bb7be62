r = regex("[\\d-z]", "aaa")
