r = lower(s)
