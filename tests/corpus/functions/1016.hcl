r = tostring(2.5)
