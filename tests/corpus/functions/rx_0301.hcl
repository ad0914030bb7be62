r = regexall("[\\p{^Latin}]+", "abcαβ")
