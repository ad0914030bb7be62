r = tostring(1e-7)
