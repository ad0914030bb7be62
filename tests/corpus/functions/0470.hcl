r = log(-1, null)
