r = values(tomap({}))
