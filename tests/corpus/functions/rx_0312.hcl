r = regexall("a{,2}", "a{,2}")
