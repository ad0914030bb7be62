r = 12345678901234567890 == f ? regexall("\\d+", "a1b22c333") : formatlist("%s!", ["x", "y"])
