r = regexall("\\bfoo\\b", "a foo b")
