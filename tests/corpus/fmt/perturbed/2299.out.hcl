r = csvdecode("\"a\nb\n1")
