r = jsonencode(1, 2)
