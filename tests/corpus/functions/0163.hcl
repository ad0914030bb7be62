r = csvdecode("a,b\n1,2\n")
