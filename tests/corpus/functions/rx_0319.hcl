r = regexall("(?s).+", "a\nb")
