r = regexall("x", "abc")
