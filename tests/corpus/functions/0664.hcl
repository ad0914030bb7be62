r = regexall("true", "")
