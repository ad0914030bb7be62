r = coalesce("a", 1)
