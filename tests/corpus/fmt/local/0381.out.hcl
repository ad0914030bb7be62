r = { (nul) = 1 }
