r = regex_replace("hello", "[", "x")
