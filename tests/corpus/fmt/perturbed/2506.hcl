r = tostring  (1)
