r = regexall("\\p{Greek}+", "abc αβγ")
