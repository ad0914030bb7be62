r = regexall("\\P{Latin}+", "abcαβ")
