r = u
