r = csvdecode("a\n\"x,y\"\n")
