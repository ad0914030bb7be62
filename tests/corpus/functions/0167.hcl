r = csvdecode("a,a\n1,2")
