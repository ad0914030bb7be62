r = jsonencode("10")
