r = parseint("+5", 10)
