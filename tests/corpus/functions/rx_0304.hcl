r = regexall("a\\<b", "a<b")
