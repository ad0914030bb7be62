r = regexall("x{01}", "x{01}")
