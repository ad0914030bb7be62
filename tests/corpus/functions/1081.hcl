r = try(null, {})
