r = tostring(1.5)
