r = regexall("\\d+", "x٣123")
