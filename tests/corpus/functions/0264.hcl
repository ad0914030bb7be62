r = format("%10.3s|", "abcdef")
