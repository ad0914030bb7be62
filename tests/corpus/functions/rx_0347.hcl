r = regex_replace("abc", "", "-")
