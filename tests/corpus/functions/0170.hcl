r = csvdecode(1)
