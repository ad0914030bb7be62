r =    lower(tostring(null))
