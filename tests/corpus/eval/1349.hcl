r = s.x
