r = lookup({}, [1, "a"], { a = 1 })
