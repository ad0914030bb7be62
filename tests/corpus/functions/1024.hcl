r = trim("hello")
