r = jsonencode([])
