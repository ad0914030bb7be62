r = csvdecode("a,b\n1")
