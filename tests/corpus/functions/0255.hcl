r = format("%s", "a", "b")
