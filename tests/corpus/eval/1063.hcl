r = jsonencode(flatten(nested))
