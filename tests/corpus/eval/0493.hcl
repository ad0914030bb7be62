r = true ? 0 : 1.5
