r = csvdecode("ff")
