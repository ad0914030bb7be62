a = try(v ? a)u)
