r = replace("a", "a")
