r = {} == nested[0] ? { (obj) = 1 } : s
