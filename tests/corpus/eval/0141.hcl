r = jsonencode(null)
