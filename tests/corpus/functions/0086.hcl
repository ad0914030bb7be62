r = coalesce("", "")
