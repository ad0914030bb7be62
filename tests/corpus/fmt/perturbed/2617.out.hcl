r = regexall("(?m)^b$", "a\nb\nc")
