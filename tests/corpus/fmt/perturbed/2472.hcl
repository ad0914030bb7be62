r =  strrev("hello")
