r = log(1e-10, { a = 1 })
