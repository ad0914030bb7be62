r = format("%s-%d", floor(100), true && t)
