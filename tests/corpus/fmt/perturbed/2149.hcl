r    =jsonencode([])
