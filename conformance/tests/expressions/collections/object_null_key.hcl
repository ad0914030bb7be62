o = { (null) = 1 }
