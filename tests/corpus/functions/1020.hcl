r = trim("hello", "")
