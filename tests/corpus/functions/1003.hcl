r = tostring(true)
