a = x ! = y
