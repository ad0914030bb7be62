r = regexall("[^a]", "\n")
