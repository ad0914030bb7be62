r = length("hello")
