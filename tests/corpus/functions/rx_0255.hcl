r = regex_replace("aaa", "(?#comment)", "x")
