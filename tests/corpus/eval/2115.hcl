r = lower(tostring(null))
