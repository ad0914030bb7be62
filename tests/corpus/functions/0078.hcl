r = coalesce(1, "a")
