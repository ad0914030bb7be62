r = coalesce(null, "b")
