r    =  format("%d", "x")
