r = lower(format("%s-%d", s, 1.5))
