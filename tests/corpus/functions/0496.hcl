r = lower(1)
