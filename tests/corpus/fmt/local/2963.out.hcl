r = parseint(u, { a = 1 })
