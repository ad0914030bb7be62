r = format("%v", { a = 1 })
