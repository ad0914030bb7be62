r = tostring(false)
