r = true + 1
