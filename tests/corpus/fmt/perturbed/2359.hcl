r    =    jsonencode([])
