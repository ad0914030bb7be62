r = csvdecode("a,b")
