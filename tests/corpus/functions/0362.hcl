r = int("a")
