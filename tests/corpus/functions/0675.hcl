r = replace("a", null, "b")
