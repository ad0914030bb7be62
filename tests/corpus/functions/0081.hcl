r = coalesce()
