r = regexall("[a-z]+", "a1bb2ccc")
