r = log(10, null)
