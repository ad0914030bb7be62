r = regexall("[\\p{Nd}\\s]+", "1 2\t3x")
