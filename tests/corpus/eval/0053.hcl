r = strrev(tostring(t))
