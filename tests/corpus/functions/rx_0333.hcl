r = regexall("\\p{Common}+", "a1!? b")
