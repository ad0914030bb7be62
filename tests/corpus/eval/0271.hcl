r = tomap({})
