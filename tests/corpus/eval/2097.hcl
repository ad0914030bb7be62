r = try(nul + 1, 1 / 0)
