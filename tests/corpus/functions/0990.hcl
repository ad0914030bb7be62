r = toset("a")
