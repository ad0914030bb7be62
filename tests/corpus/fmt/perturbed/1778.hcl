r =can(s.x)
