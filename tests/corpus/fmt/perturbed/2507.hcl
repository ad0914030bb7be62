r = tostring(  [])
