r = coalesce(nul, s)
