r = upper("a", "b")
