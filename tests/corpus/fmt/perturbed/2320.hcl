r    =    format("%d",    "x")
