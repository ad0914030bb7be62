r = jsonencode(1.5)
