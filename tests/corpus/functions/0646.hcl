r = regex_replace("abc", "b")
