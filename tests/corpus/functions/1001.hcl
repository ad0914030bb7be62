r = tostring(1)
