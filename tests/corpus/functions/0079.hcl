r = coalesce(null, 1, 2)
