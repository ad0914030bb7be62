r = coalesce("", substr(s))
