r = regexall(".+", "a\nb")
