r  =max(null, 1)
