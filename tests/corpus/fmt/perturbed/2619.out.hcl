r = regexall("\\P{Cs}", "é")
