r = lower(true)
