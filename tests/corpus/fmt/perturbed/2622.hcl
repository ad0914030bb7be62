r    =    regex_replace("x", "(x)", "$${1")
