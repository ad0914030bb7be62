r = true ? 1.5 : 100
