r = jsonencode()
