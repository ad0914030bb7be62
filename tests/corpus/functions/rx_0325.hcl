r = regexall("\\v\\f", "\u000b\f")
