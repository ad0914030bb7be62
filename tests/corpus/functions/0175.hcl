r = csvdecode(s)
