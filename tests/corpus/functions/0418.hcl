r = jsonencode(1e-7)
