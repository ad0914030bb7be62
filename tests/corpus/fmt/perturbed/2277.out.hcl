r = coalesce(null)
