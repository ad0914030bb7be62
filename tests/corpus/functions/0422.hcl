r = jsonencode(tomap({}))
