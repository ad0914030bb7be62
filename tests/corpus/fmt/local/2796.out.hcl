r = jsonencode({ a = 1, b = [true, null] })
