r = trim("aaa", "a")
