r = coalesce(s, boolstr)
