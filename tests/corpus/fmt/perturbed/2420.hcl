r  = regexall("x",    "abc")
