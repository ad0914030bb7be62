r = coalesce("  x  ")
