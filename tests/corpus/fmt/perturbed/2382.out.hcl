r = lower(u)
