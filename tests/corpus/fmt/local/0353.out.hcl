r = { (obj) = 1 }
