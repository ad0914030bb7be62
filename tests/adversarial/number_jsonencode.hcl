x = jsonencode(1e-9999999)
