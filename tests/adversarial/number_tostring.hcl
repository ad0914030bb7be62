x = tostring(1e9999999)
