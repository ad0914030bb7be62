r = lookup({a = "x"})
