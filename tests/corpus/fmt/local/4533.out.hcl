a = { (for) = 1 }
