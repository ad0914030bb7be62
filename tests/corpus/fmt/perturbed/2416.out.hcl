r = regex_replace("hello", "l+", "L")
