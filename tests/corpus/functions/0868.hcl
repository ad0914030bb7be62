r = strrev("éa")
