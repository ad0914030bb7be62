r = tostring(null)
