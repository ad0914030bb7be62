r = split(", ", "a, b")
