r =  keys("a")
