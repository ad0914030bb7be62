r = strrev("hello")
