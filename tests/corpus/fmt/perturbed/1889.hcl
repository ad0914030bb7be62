r    = merge( ) ==  []
