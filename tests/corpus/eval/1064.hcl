r = coalesce(null, null)
