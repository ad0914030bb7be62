r = "abc" + 1
