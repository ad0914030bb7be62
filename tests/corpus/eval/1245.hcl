r = s.x / f
