r = regexall("(?P<n>\\d)", "1 2")
