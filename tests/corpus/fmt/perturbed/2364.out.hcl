r = keys("a")
