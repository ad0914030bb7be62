r = tomap(null)
