r = regex_replace("x", "(x)", "$")
