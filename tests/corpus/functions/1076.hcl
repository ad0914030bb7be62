r = try(abs("x"), 0)
