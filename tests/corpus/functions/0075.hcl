r = coalesce("", "a")
