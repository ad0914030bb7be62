x = try(format("%999999999s", 1), "fallback")
