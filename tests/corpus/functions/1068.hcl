r = try(1, 2)
