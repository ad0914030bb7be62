r = coalesce(true, 0, "")
