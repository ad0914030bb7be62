r = lower(null)
