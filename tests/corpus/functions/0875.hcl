r = strrev("1e3")
