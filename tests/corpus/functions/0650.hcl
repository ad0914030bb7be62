r = regex_replace("", [1, 2, 3], "true")
