r = jsonencode(obj)
