r = contains([null], { a = 1 })
