r = try(null)
