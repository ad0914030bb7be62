r = coalesce(true, "x")
