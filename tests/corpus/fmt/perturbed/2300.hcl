r    = csvdecode("ff")
