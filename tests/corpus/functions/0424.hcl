r = jsonencode(false)
