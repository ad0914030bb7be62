r = tostring(s)
