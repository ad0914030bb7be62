r = hasindex(strs, 0) && can(s.x)
