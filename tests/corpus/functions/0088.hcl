r = coalesce(-1, {})
