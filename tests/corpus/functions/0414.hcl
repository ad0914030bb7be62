r = jsonencode({})
