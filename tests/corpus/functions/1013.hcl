r = tostring(-1)
