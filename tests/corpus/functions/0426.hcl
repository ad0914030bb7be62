r = jsonencode(0)
